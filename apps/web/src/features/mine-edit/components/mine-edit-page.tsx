import { MINE_EDIT_GROUPS, type MineEditForm, type MineFieldValues } from '@coal/contracts';
import { Alert, Button, Card, Form, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { useFeedback } from '@/components/feedback';
import { useDicts } from '@/lib/dict';
import { type FailedFlow } from '@/lib/failed-flow';
import { ApiError } from '@/lib/http/envelope';
import { mineHref } from '@/lib/mine/mine-links';
import { useEditForm, useSaveMine } from '../api/mine-edit-api';
import { useMineEditT } from '../mine-edit-i18n';
import { MineFieldInput } from './mine-field-input';
import '@/styles/features/mine-edit.css';

const DICT_TYPES = [
  ...new Set(MINE_EDIT_GROUPS.flatMap((g) => g.columns.flatMap((c) => (c.dict ? [c.dict] : [])))),
];
const positiveId = (text: string | null) => (text && /^\d{1,10}$/.test(text) ? Number(text) : null);

/** What the form holds as stored values: an emptied text is no value. */
const toStored = (values: Record<string, unknown>): MineFieldValues =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      v === '' || v === undefined ? null : (v as MineFieldValues[string]),
    ]),
  );

/** `/form/group?mineId=&thread=`: an admin edits a mine's row, grouped as its profile shows it. */
export function MineEditPage() {
  const { t } = useMineEditT();
  const [params] = useSearchParams();
  const mineId = positiveId(params.get('mineId'));
  const threadId = positiveId(params.get('thread'));
  const query = useEditForm(mineId);
  if (mineId === null)
    return (
      <Card>
        <Alert type="info" showIcon title={t('mineEdit.noMine')} description={t('mineEdit.noMineHint')} />
      </Card>
    );
  return (
    <DataState
      isPending={query.isPending}
      error={query.error}
      data={query.data}
      onRetry={() => void query.refetch()}
    >
      {(data) => (
        <EditForm key={data.version} data={data} threadId={threadId} onReload={() => void query.refetch()} />
      )}
    </DataState>
  );
}

function EditForm({
  data,
  threadId,
  onReload,
}: {
  data: MineEditForm;
  threadId: number | null;
  onReload: () => void;
}) {
  const { t, zh } = useMineEditT();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const dicts = useDicts(DICT_TYPES);
  const save = useSaveMine();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const initial = useMemo(() => ({ ...data.values }), [data]);

  // Awaited rather than per-call callbacks: the saved version remounts this form, which would drop them.
  const submit = async (values: Record<string, unknown>) => {
    setRefusal(null);
    try {
      const result = await save.mutateAsync({
        mineId: data.mineId,
        body: {
          version: data.version,
          base: data.values,
          values: toStored({ ...data.values, ...values }),
          ...(threadId === null ? {} : { threadId }),
        },
      });
      if (result.setId === null) void message.warning(t('mineEdit.unchanged'));
      else void navigate(`/result/success?set=${result.setId}`);
    } catch (error) {
      // The user's own fix (a value, a reload) answers a 4xx here; anything else is the error page's.
      if (error instanceof ApiError && error.code >= 400 && error.code < 500) setRefusal(error.message);
      else {
        const failed: FailedFlow = {
          flow: 'edit',
          code: error instanceof ApiError ? error.code : 0,
          msg: error instanceof Error ? error.message : String(error),
          back: `/form/group?mineId=${data.mineId}${threadId === null ? '' : `&thread=${threadId}`}`,
        };
        void navigate('/result/error', { state: failed });
      }
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
          {t('mineEdit.title', { name: data.name })}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: threadId === null ? 0 : undefined }}>
          {t('mineEdit.scope')} <Link to="/form/step">{t('mineEdit.openImport')}</Link>
        </Typography.Paragraph>
        {threadId !== null && (
          <Alert type="info" showIcon title={t('mineEdit.fromThread', { id: threadId })} />
        )}
      </Card>
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('mineEdit.refused')}
          description={refusal}
          action={<Button onClick={onReload}>{t('mineEdit.reload')}</Button>}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => void submit(values)}
        scrollToFirstError
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {MINE_EDIT_GROUPS.map((group) => (
            <Card
              key={group.id}
              title={<h2 className="panel-heading">{zh ? group.titleZh : group.titleEn}</h2>}
            >
              <div className="mine-edit__grid">
                {group.columns.map((col) => {
                  const label = zh ? col.zh : col.en;
                  return (
                    <Form.Item
                      key={col.key}
                      name={col.key}
                      label={label}
                      rules={[
                        ...(col.required
                          ? [{ required: true, message: t('mineEdit.required', { label }) }]
                          : []),
                        ...(col.type === 'date'
                          ? [{ pattern: /^\d{4}-\d{2}-\d{2}$/, message: t('mineEdit.datePattern') }]
                          : []),
                      ]}
                    >
                      <MineFieldInput column={col} dict={col.dict ? dicts.get(col.dict) : undefined} />
                    </Form.Item>
                  );
                })}
              </div>
            </Card>
          ))}
          <Card>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('mineEdit.save')}
              </Button>
              <Button onClick={() => form.resetFields()}>{t('mineEdit.reset')}</Button>
              <Button onClick={() => void navigate(mineHref(data.mineId))}>{t('mineEdit.back')}</Button>
            </Space>
          </Card>
        </Space>
      </Form>
    </Space>
  );
}
