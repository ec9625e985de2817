import type { FeedbackSortColumn, FeedbackThreadSummary } from '@coal/contracts';
import { Button, Pagination, Table, type TableColumnType, Typography } from 'antd';
import { DataText } from '@/components/data-text';
import { numberFormat } from '@/lib/format-number';
import { useIsPhone } from '@/lib/use-is-phone';
import { useFeedbackT } from '../feedback-i18n';
import { subsectionTitle } from '../model/feedback-params';
import { FeedbackKindTag, FeedbackStatusTag } from './feedback-tags';

type SortOrder = 'asc' | 'desc';

/** The admins' table sorts on the server; the sort lives in the URL. */
export interface ThreadSort {
  column?: FeedbackSortColumn;
  order?: SortOrder;
  onSort: (column: FeedbackSortColumn | undefined, order: SortOrder | undefined) => void;
}

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
  sort?: ThreadSort;
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
              <DataText className="feedback-card__mine">{row.mineName}</DataText>
              <FeedbackStatusTag status={row.status} />
            </div>
            <div className="feedback-card__meta">
              <FeedbackKindTag kind={row.kind} /> {subsectionTitle(row.subsection, zh)}
            </div>
            <Typography.Paragraph ellipsis={{ rows: 2 }} className="feedback-card__text">
              <DataText>{row.text}</DataText>
            </Typography.Paragraph>
            <div className="feedback-card__foot">
              <span>
                {showReporter && (
                  <>
                    <DataText>{row.nickName || row.userName}</DataText> ·{' '}
                  </>
                )}
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
  sort,
}: ThreadListProps) {
  const { t, zh, language } = useFeedbackT();
  // A sortable column shows the URL's sort; without `sort` the table keeps the server's order.
  const sortable = (key: FeedbackSortColumn): Partial<TableColumnType<FeedbackThreadSummary>> =>
    sort
      ? {
          sorter: true,
          sortOrder: sort.column === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
        }
      : {};
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
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action !== 'sort' || !sort) return;
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const order = one?.order === 'ascend' ? 'asc' : one?.order === 'descend' ? 'desc' : undefined;
        sort.onSort(order ? (one?.columnKey as FeedbackSortColumn) : undefined, order);
      }}
      columns={[
        {
          key: 'id',
          title: t('feedback.thread.id'),
          dataIndex: 'id',
          width: 84,
          ...sortable('id'),
          render: (id: number) => `#${id}`,
        },
        {
          key: 'mineName',
          title: t('feedback.thread.mine'),
          dataIndex: 'mineName',
          width: 160,
          ...sortable('mineName'),
          render: (name: string) => <DataText>{name}</DataText>,
        },
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
          ...sortable('kind'),
          render: (_: unknown, row) => <FeedbackKindTag kind={row.kind} />,
        },
        {
          key: 'text',
          title: t('feedback.thread.text'),
          dataIndex: 'text',
          ellipsis: true,
          render: (text: string) => <DataText>{text}</DataText>,
        },
        {
          key: 'status',
          title: t('feedback.thread.status'),
          width: 100,
          ...sortable('status'),
          render: (_: unknown, row) => <FeedbackStatusTag status={row.status} />,
        },
        ...(showReporter
          ? [
              {
                key: 'reporter',
                title: t('feedback.thread.reporter'),
                width: 120,
                ...sortable('reporter'),
                render: (_: unknown, row: FeedbackThreadSummary) => (
                  <DataText>{row.nickName || row.userName}</DataText>
                ),
              },
            ]
          : []),
        {
          key: 'updateTime',
          title: t('feedback.thread.updated'),
          dataIndex: 'updateTime',
          width: 170,
          ...sortable('updateTime'),
        },
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
