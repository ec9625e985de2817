import type { FeedbackThread } from '@coal/contracts';
import { Button, Form, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFeedback } from '@/components/feedback';
import { type AdminAction, useAdminAction } from '../api/admin-threads';
import { useFeedbackT } from '../feedback-i18n';
import { ContentField } from './content-field';
import { TextForm } from './text-form';

/** A dialog asking for the text of a correction (required) or of a closing (optional). */
function ActionDialog({
  action,
  thread,
  onDone,
}: {
  action: Exclude<AdminAction, 'answer'> | null;
  thread: FeedbackThread;
  onDone: () => void;
}) {
  const { t } = useFeedbackT();
  const { message } = useFeedback();
  const act = useAdminAction();
  const [form] = Form.useForm<{ content?: string }>();
  const correcting = action === 'correct';
  return (
    <Modal
      open={action !== null}
      title={t(correcting ? 'feedback.admin.correctTitle' : 'feedback.admin.closeTitle')}
      okText={t(correcting ? 'feedback.admin.correct' : 'feedback.admin.close')}
      confirmLoading={act.isPending}
      onOk={() => form.submit()}
      onCancel={onDone}
      destroyOnHidden
    >
      {correcting && (
        <Typography.Paragraph type="secondary">
          {t('feedback.admin.correctHint')}{' '}
          <Link to={`/form/group?mineId=${thread.mineId}&thread=${thread.id}`}>
            {t('feedback.admin.openEdit')}
          </Link>
          {' · '}
          <Link to="/form/step">{t('feedback.admin.openImport')}</Link>
        </Typography.Paragraph>
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) =>
          action &&
          act.mutate(
            { id: thread.id, action, content: values.content?.trim() || undefined },
            {
              onSuccess: () => {
                void message.success(t(correcting ? 'feedback.admin.corrected' : 'feedback.admin.closed'));
                onDone();
              },
            },
          )
        }
      >
        <ContentField
          required={correcting}
          placeholder={t(
            correcting ? 'feedback.admin.correctPlaceholder' : 'feedback.admin.closePlaceholder',
          )}
        />
      </Form>
    </Modal>
  );
}

/** What an admin does with a thread that is not closed: reply, mark the data corrected, close. */
export function AdminThreadActions({ thread }: { thread: FeedbackThread }) {
  const { t } = useFeedbackT();
  const { message } = useFeedback();
  const answer = useAdminAction();
  const [dialog, setDialog] = useState<Exclude<AdminAction, 'answer'> | null>(null);
  return (
    <div className="feedback-thread__actions">
      <TextForm
        placeholder={t('feedback.admin.answerPlaceholder')}
        submitLabel={t('feedback.admin.answer')}
        pending={answer.isPending}
        onSend={(content, done) =>
          answer.mutate(
            { id: thread.id, action: 'answer', content },
            {
              onSuccess: () => {
                done();
                void message.success(t('feedback.admin.answered'));
              },
            },
          )
        }
      />
      <Space wrap>
        <Button onClick={() => setDialog('correct')}>{t('feedback.admin.correct')}</Button>
        <Button danger onClick={() => setDialog('close')}>
          {t('feedback.admin.close')}
        </Button>
      </Space>
      <ActionDialog action={dialog} thread={thread} onDone={() => setDialog(null)} />
    </div>
  );
}
