import type { NewsFeed } from '@coal/contracts';
import { Table } from 'antd';
import { useNewsAdminT } from '../news-admin-i18n';
import { FeedActions, FeedArticles, FeedCounts, FeedName, FeedStatus } from './feed-cells';

/** The feeds on a desktop: one row each, the actions in the last column. */
export function FeedTable({ feeds }: { feeds: NewsFeed[] }) {
  const { t } = useNewsAdminT();
  const columns = [
    {
      title: t('newsAdmin.feeds.name'),
      key: 'name',
      render: (_: unknown, feed: NewsFeed) => <FeedName feed={feed} />,
    },
    {
      title: t('newsAdmin.feeds.status'),
      key: 'status',
      render: (_: unknown, feed: NewsFeed) => <FeedStatus feed={feed} />,
    },
    {
      title: t('newsAdmin.feeds.counts'),
      key: 'counts',
      render: (_: unknown, feed: NewsFeed) => <FeedCounts feed={feed} />,
    },
    {
      title: t('newsAdmin.feeds.articles'),
      key: 'articles',
      render: (_: unknown, feed: NewsFeed) => <FeedArticles feed={feed} />,
    },
    {
      title: t('newsAdmin.feeds.actions'),
      key: 'actions',
      render: (_: unknown, feed: NewsFeed) => <FeedActions feed={feed} />,
    },
  ];
  return (
    <Table
      rowKey="id"
      size="middle"
      className="feeds-table"
      columns={columns}
      dataSource={feeds}
      pagination={false}
      scroll={{ x: 860 }}
      locale={{ emptyText: t('newsAdmin.feeds.empty') }}
    />
  );
}
