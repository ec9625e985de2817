import {
  DICT_TYPES,
  MINE_BATCH_FIELDS,
  type MineBatchChanges,
  type MineBatchField,
  type MineBatchPreview,
  mineColumns,
} from '@coal/contracts';
import { Alert, Button, Drawer, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type DictEntry, useDicts } from '@/lib/dict';
import { mineHref } from '@/lib/mine/mine-links';
import { useCommitBatch, usePreviewBatch } from './api/mine-edit-api';
import { useMineEditT } from './mine-edit-i18n';
import '@/styles/features/mine-edit.css';

const DICT_OF: Record<MineBatchField, string> = {
  productionStatus: DICT_TYPES.productionStatus,
  productionType: DICT_TYPES.productionType,
  mergerType: DICT_TYPES.mergerType,
};
const KEEP = '__keep';
const CLEAR = '__clear';
const DICT_LIST = Object.values(DICT_OF);

/**
 * The register's batch edit for admins: choose status, production type or merger stage, preview what
 * changes in each selected mine, confirm; the outcome opens on the result page.
 */
export function BatchEditDrawer({
  mineIds,
  open,
  onClose,
  onDone,
}: {
  mineIds: number[];
  open: boolean;
  onClose: () => void;
  onDone?: (setId: number | null) => void;
}) {
  const { t, zh } = useMineEditT();
  const navigate = useNavigate();
  const dicts = useDicts(DICT_LIST);
  const [choice, setChoice] = useState<Partial<Record<MineBatchField, string>>>({});
  const previewer = usePreviewBatch();
  const committer = useCommitBatch();
  const [preview, setPreview] = useState<MineBatchPreview | null>(null);
  const [error, setError] = useState<string | null>(null);

  const changes: MineBatchChanges = Object.fromEntries(
    MINE_BATCH_FIELDS.flatMap((f) => {
      const v = choice[f];
      if (v === undefined || v === KEEP) return [];
      return [[f, v === CLEAR ? null : v]];
    }),
  );
  const chosen = Object.keys(changes).length > 0;
  const pick = (field: MineBatchField, value: string) => {
    setChoice((c) => ({ ...c, [field]: value }));
    setPreview(null);
  };

  const runPreview = () => {
    setError(null);
    previewer.mutate({ mineIds, changes }, { onSuccess: setPreview, onError: (e) => setError(e.message) });
  };
  const confirm = () => {
    if (!preview) return;
    setError(null);
    committer.mutate(
      { mineIds, changes, base: preview.mines.map((m) => ({ mineId: m.mineId, ...m.base })) },
      {
        onSuccess: (result) => {
          onDone?.(result.setId);
          if (result.setId !== null) void navigate(`/result/success?set=${result.setId}`);
        },
        onError: (e) => {
          setPreview(null);
          setError(e.message);
        },
      },
    );
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={720}
      title={t('batch.title', { count: mineIds.length })}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={runPreview} disabled={!chosen || !mineIds.length} loading={previewer.isPending}>
            {t('batch.preview')}
          </Button>
          <Button
            type="primary"
            onClick={confirm}
            disabled={!preview || preview.changed === 0}
            loading={committer.isPending}
          >
            {t('batch.confirm', { count: preview?.changed ?? 0 })}
          </Button>
        </Space>
      }
    >
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
        {t('batch.fields')}
      </Typography.Title>
      <div className="batch-edit__fields">
        {MINE_BATCH_FIELDS.map((field) => {
          const col = mineColumns.find((c) => c.key === field)!;
          const label = zh ? col.zh : col.en;
          const options = [...(dicts.get(DICT_OF[field]) ?? new Map<string, DictEntry>())]
            .filter(([, entry]) => !entry.disabled)
            .map(([value, entry]) => ({ value, label: entry.label }));
          return (
            <label key={field} style={{ display: 'contents' }}>
              <span>{label}</span>
              <Select
                aria-label={label}
                showSearch={{ optionFilterProp: 'label' }}
                value={choice[field] ?? KEEP}
                onChange={(v) => pick(field, v)}
                options={[
                  { value: KEEP, label: t('batch.keep') },
                  ...(col.required ? [] : [{ value: CLEAR, label: t('batch.clear') }]),
                  ...options,
                ]}
              />
            </label>
          );
        })}
      </div>
      {!chosen && <Typography.Paragraph type="secondary">{t('batch.chooseField')}</Typography.Paragraph>}
      {error && <Alert type="error" showIcon role="alert" title={t('batch.refused')} description={error} />}
      {preview && (
        <>
          <Alert
            type="info"
            showIcon
            style={{ margin: '12px 0' }}
            title={t('batch.summary', { changed: preview.changed, unchanged: preview.unchanged })}
          />
          <Table
            size="small"
            rowKey="mineId"
            pagination={preview.mines.length > 20 ? { pageSize: 20 } : false}
            dataSource={preview.mines}
            columns={[
              {
                title: t('batch.mine'),
                dataIndex: 'name',
                render: (name: string, m) => <Link to={mineHref(m.mineId)}>{name}</Link>,
              },
              {
                title: t('batch.change'),
                key: 'changes',
                render: (_, m) =>
                  m.changes.length ? (
                    m.changes.map((c) => (
                      <div key={c.field}>
                        {c.label}：{c.beforeLabel} → <strong>{c.afterLabel}</strong>
                      </div>
                    ))
                  ) : (
                    <Typography.Text type="secondary">{t('batch.nothing')}</Typography.Text>
                  ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
