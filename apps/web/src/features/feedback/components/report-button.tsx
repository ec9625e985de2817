import { MessageOutlined } from '@ant-design/icons';
import type { FeedbackKind } from '@coal/contracts';
import { Button, Form, Modal, Radio, Result, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useReportFeedback } from '../api/own-threads';
import { useFeedbackT } from '../feedback-i18n';
import { ContentField } from './content-field';
import '@/styles/features/feedback.css';

interface ReportButtonProps {
  mineId: number;
  mineName: string;
  subsection: string;
  title: string;
}

/** Beside a profile subsection's heading: report a data error or ask, keeping the data shown now. */
export function ReportButton({ mineId, mineName, subsection, title }: ReportButtonProps) {
  const { t } = useFeedbackT();
  const [open, setOpen] = useState(false);
  // The thread just sent: the dialog then says so and links to it.
  const [sent, setSent] = useState<number | null>(null);
  const close = () => {
    setOpen(false);
    setSent(null);
  };
  const report = useReportFeedback();
  const [form] = Form.useForm<{ kind: FeedbackKind; content: string }>();

  return (
    <>
      <Button
        type="link"
        size="small"
        icon={<MessageOutlined />}
        className="feedback-report"
        aria-label={t('feedback.report.label', { title })}
        onClick={() => setOpen(true)}
      >
        {t('feedback.report')}
      </Button>
      <Modal
        open={open}
        title={t('feedback.report.title', { mine: mineName, title })}
        okText={t('feedback.report.submit')}
        confirmLoading={report.isPending}
        onOk={() => form.submit()}
        onCancel={close}
        footer={sent === null ? undefined : null}
        destroyOnHidden
      >
        {sent !== null ? (
          <Result
            status="success"
            title={t('feedback.report.sent')}
            extra={
              <Link to={`/user/feedback?id=${sent}`} onClick={close}>
                {t('feedback.report.open')}
              </Link>
            }
          />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('feedback.report.hint')}</Typography.Paragraph>
            <Form
              form={form}
              layout="vertical"
              initialValues={{ kind: 'error' }}
              onFinish={(values) =>
                report.mutate(
                  { mineId, subsection, kind: values.kind, content: values.content },
                  {
                    onSuccess: (thread) => setSent(thread.id),
                  },
                )
              }
            >
              <Form.Item name="kind" label={t('feedback.report.kind')}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: 'error', label: t('feedback.kind.error') },
                    { value: 'question', label: t('feedback.kind.question') },
                  ]}
                />
              </Form.Item>
              <ContentField
                label={t('feedback.report.content')}
                placeholder={t('feedback.report.contentPlaceholder')}
              />
            </Form>
          </>
        )}
      </Modal>
    </>
  );
}
