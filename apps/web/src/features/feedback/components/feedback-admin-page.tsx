import { DownloadOutlined } from '@ant-design/icons';
import { FEEDBACK_ADMIN_STATUSES, FEEDBACK_KINDS } from '@coal/contracts';
import { Button, Card, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { useFeedback } from '@/components/feedback';
import { downloadFile } from '@/lib/http/download';
import { useAdminThread, useAdminThreads } from '../api/admin-threads';
import { useFeedbackT } from '../feedback-i18n';
import { adminExportPath, openThreadId, readAdminQuery, withParams } from '../model/feedback-params';
import { AdminThreadActions } from './admin-thread-actions';
import { ThreadDrawer } from './thread-drawer';
import { ThreadList } from './thread-list';
import type { RenderSnapshot } from './thread-view';
import '@/styles/features/feedback.css';

/**
 * 系统管理 → 数据反馈 (admins): every thread not closed by default, filtered and sorted in the URL, exported
 * as shown, handled in a drawer.
 */
export function FeedbackAdminPage({ renderSnapshot }: { renderSnapshot: RenderSnapshot }) {
  const { t } = useFeedbackT();
  const [params, setParams] = useSearchParams();
  const query = readAdminQuery(params);
  const id = openThreadId(params);
  const threads = useAdminThreads(query);
  const thread = useAdminThread(id);
  const [mineName, setMineName] = useState(query.mineName ?? '');
  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(withParams(params, changes), { replace: true });
  const { message } = useFeedback();
  const [exporting, setExporting] = useState(false);

  const exportList = async () => {
    setExporting(true);
    try {
      const name = await downloadFile(adminExportPath(query), `${t('feedback.admin.title')}.xlsx`);
      void message.success(t('feedback.admin.exported', { name }));
    } catch {
      // The download reported its failure.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card className="feedback-page">
      <Typography.Title level={3} className="feedback-page__title">
        {t('feedback.admin.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('feedback.admin.hint')}</Typography.Paragraph>
      <div className="feedback-toolbar" role="search" aria-label={t('feedback.admin.filters')}>
        <Select
          className="feedback-toolbar__select"
          aria-label={t('feedback.thread.status')}
          value={query.status}
          onChange={(status) => update({ status: status === 'active' ? undefined : status, page: undefined })}
          options={FEEDBACK_ADMIN_STATUSES.map((s) => ({ value: s, label: t(`feedback.status.${s}`) }))}
        />
        <Select
          className="feedback-toolbar__select"
          aria-label={t('feedback.thread.kind')}
          value={query.kind ?? ''}
          onChange={(kind) => update({ kind: kind || undefined, page: undefined })}
          options={[
            { value: '', label: t('feedback.kind.all') },
            ...FEEDBACK_KINDS.map((k) => ({ value: k, label: t(`feedback.kind.${k}`) })),
          ]}
        />
        <Input.Search
          className="feedback-toolbar__search"
          allowClear
          aria-label={t('feedback.admin.mineName')}
          placeholder={t('feedback.admin.mineName')}
          enterButton={t('feedback.admin.search')}
          value={mineName}
          maxLength={50}
          onChange={(event) => setMineName(event.target.value)}
          onSearch={(value) =>
            update({ mineName: value.trim() || undefined, mineId: undefined, page: undefined })
          }
        />
        <Button
          onClick={() => {
            setMineName('');
            setParams(new URLSearchParams(), { replace: true });
          }}
        >
          {t('feedback.admin.reset')}
        </Button>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportList()}>
          {t('feedback.admin.export')}
        </Button>
      </div>
      <DataState
        isPending={threads.isPending}
        error={threads.error}
        data={threads.data}
        onRetry={() => void threads.refetch()}
        isEmpty={(data) => data.total === 0}
        emptyText={t(
          query.status === 'active' && !query.kind && !query.mineName
            ? 'feedback.admin.emptyActive'
            : 'feedback.admin.empty',
        )}
      >
        {(data) => (
          <ThreadList
            rows={data.rows}
            total={data.total}
            page={query.pageNum}
            pageSize={query.pageSize}
            loading={threads.isFetching && threads.isPlaceholderData}
            showReporter
            actionLabel={t('feedback.thread.handle')}
            onPage={(page) => update({ page })}
            sort={{
              column: query.orderByColumn,
              order: query.isAsc === 'asc' ? 'asc' : 'desc',
              onSort: (column, order) =>
                update({ orderByColumn: column, isAsc: column ? order : undefined, page: undefined }),
            }}
            onOpen={(open) => setParams(withParams(params, { id: open }))}
          />
        )}
      </DataState>
      <ThreadDrawer
        id={id}
        query={thread}
        renderSnapshot={renderSnapshot}
        footer={(open) => <AdminThreadActions thread={open} />}
        onClose={() => setParams(withParams(params, { id: undefined }))}
      />
    </Card>
  );
}
