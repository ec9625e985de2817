import type { FeedbackThreadSummary } from '@coal/contracts';
import { Button, Pagination, Table, Typography } from 'antd';
import { numberFormat } from '@/lib/format-number';
import { useIsPhone } from '@/lib/use-is-phone';
import { useFeedbackT } from '../feedback-i18n';
import { subsectionTitle } from '../model/feedback-params';
import { FeedbackKindTag, FeedbackStatusTag } from './feedback-tags';

export interface ThreadListProps {
  rows: FeedbackThreadSummary[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  /** The admins' list names the reporter; a user's own list does not. */
  showReporter: boolean;
  actionLabel: string;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}

function ThreadCards({
  rows,
  total,
  page,
  pageSize,
  actionLabel,
  onPage,
  onOpen,
  showReporter,
}: ThreadListProps) {
  const { t, zh, language } = useFeedbackT();
  return (
    <>
      <ul className="feedback-cards">
        {rows.map((row) => (
          <li key={row.id} className="feedback-card">
            <div className="feedback-card__head">
              <span className="feedback-card__mine">{row.mineName}</span>
              <FeedbackStatusTag status={row.status} />
            </div>
            <div className="feedback-card__meta">
              <FeedbackKindTag kind={row.kind} /> {subsectionTitle(row.subsection, zh)}
            </div>
            <Typography.Paragraph ellipsis={{ rows: 2 }} className="feedback-card__text">
              {row.text}
            </Typography.Paragraph>
            <div className="feedback-card__foot">
              <span>
                {showReporter ? `${row.nickName || row.userName} · ` : ''}
                {row.updateTime}
              </span>
              <Button size="small" onClick={() => onOpen(row.id)}>
                {actionLabel}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {total > pageSize && (
        <Pagination
          simple
          current={page}
          pageSize={pageSize}
          total={total}
          onChange={onPage}
          showTotal={(count) => t('feedback.mine.total', { total: numberFormat(language).format(count) })}
        />
      )}
    </>
  );
}

function ThreadTable({
  rows,
  total,
  page,
  pageSize,
  loading,
  showReporter,
  actionLabel,
  onPage,
  onOpen,
}: ThreadListProps) {
  const { t, zh, language } = useFeedbackT();
  return (
    <Table<FeedbackThreadSummary>
      size="middle"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      scroll={{ x: 1000 }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (count) => t('feedback.mine.total', { total: numberFormat(language).format(count) }),
        onChange: onPage,
      }}
      columns={[
        {
          key: 'id',
          title: t('feedback.thread.id'),
          dataIndex: 'id',
          width: 72,
          render: (id: number) => `#${id}`,
        },
        { key: 'mine', title: t('feedback.thread.mine'), dataIndex: 'mineName', width: 160 },
        {
          key: 'subsection',
          title: t('feedback.thread.subsection'),
          dataIndex: 'subsection',
          width: 150,
          render: (id: string) => subsectionTitle(id, zh),
        },
        {
          key: 'kind',
          title: t('feedback.thread.kind'),
          dataIndex: 'kind',
          width: 100,
          render: (_: unknown, row) => <FeedbackKindTag kind={row.kind} />,
        },
        {
          key: 'text',
          title: t('feedback.thread.text'),
          dataIndex: 'text',
          ellipsis: true,
        },
        {
          key: 'status',
          title: t('feedback.thread.status'),
          width: 96,
          render: (_: unknown, row) => <FeedbackStatusTag status={row.status} />,
        },
        ...(showReporter
          ? [
              {
                key: 'reporter',
                title: t('feedback.thread.reporter'),
                width: 110,
                render: (_: unknown, row: FeedbackThreadSummary) => row.nickName || row.userName,
              },
            ]
          : []),
        { key: 'updated', title: t('feedback.thread.updated'), dataIndex: 'updateTime', width: 170 },
        {
          key: 'actions',
          title: t('feedback.thread.actions'),
          width: 90,
          fixed: 'right',
          render: (_: unknown, row) => (
            <Button
              type="link"
              size="small"
              onClick={() => onOpen(row.id)}
              aria-label={`${actionLabel} #${row.id}`}
            >
              {actionLabel}
            </Button>
          ),
        },
      ]}
    />
  );
}

/** Threads as a table on wide screens and as cards on a phone. */
export function ThreadList(props: ThreadListProps) {
  return useIsPhone() ? <ThreadCards {...props} /> : <ThreadTable {...props} />;
}
