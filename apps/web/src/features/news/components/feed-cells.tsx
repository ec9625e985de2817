import type { NewsFeed } from '@coal/contracts';
import { Button, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { DataText } from '@/components/data-text';
import { useFeedback } from '@/components/feedback';
import { useFetchFeed, useRemoveFeed, useUpdateFeed } from '../api/feeds';
import { trendsHref } from '../model/trends-params';
import { useNewsAdminT } from '../news-admin-i18n';

/** A feed's pieces, shared by the table (desktop) and the cards (phone). */
export function FeedName({ feed }: { feed: NewsFeed }) {
  return (
    <div className="feed-name">
      <Typography.Text strong>
        <DataText>{feed.name}</DataText>
      </Typography.Text>
      <Typography.Text type="secondary" className="feed-url" ellipsis={{ tooltip: feed.url }}>
        {feed.url}
      </Typography.Text>
    </div>
  );
}

export function FeedStatus({ feed }: { feed: NewsFeed }) {
  const { t } = useNewsAdminT();
  if (!feed.lastFetchedAt) return <Tag>{t('newsAdmin.feeds.never')}</Tag>;
  return (
    <div className="feed-status" data-kind={feed.lastErrorKind || 'ok'}>
      {feed.lastErrorKind ? (
        <Tag color="error">{t(`newsAdmin.error.${feed.lastErrorKind}`)}</Tag>
      ) : (
        <Tag color="success">{t('newsAdmin.feeds.ok')}</Tag>
      )}
      <Typography.Text type="secondary" className="feed-time">
        {feed.lastFetchedAt}
      </Typography.Text>
      {feed.lastErrorKind && (
        <Typography.Text type="secondary" className="feed-time">
          {feed.lastSucceededAt
            ? t('newsAdmin.feeds.lastSucceeded', { time: feed.lastSucceededAt })
            : t('newsAdmin.feeds.neverSucceeded')}
        </Typography.Text>
      )}
      {feed.lastErrorKind && feed.lastError && (
        // The reason is said above in the admin's language; the parser's or server's own words fold here.
        <details className="feed-error-detail">
          <summary>{t('newsAdmin.feeds.detail')}</summary>
          <code>{feed.lastError}</code>
        </details>
      )}
    </div>
  );
}

export function FeedCounts({ feed }: { feed: NewsFeed }) {
  const { t } = useNewsAdminT();
  const leftOut = feed.lastTooLarge + feed.lastOverLimit;
  const rejected = feed.lastRejected
    .map(({ reason, count }) => t(`newsAdmin.rejected.${reason}`, { count }))
    .join(t('newsAdmin.feeds.reasonSeparator'));
  return (
    <span className="feed-counts">
      {feed.lastSeen} / {feed.lastAdded} / {feed.lastSkipped}
      {leftOut > 0 && (
        <Typography.Text type="warning" className="feed-left-out">
          {t('newsAdmin.feeds.leftOut', { tooLarge: feed.lastTooLarge, overLimit: feed.lastOverLimit })}
        </Typography.Text>
      )}
      {rejected && (
        <Typography.Text type="warning" className="feed-left-out">
          {t('newsAdmin.feeds.rejected', { reasons: rejected })}
        </Typography.Text>
      )}
    </span>
  );
}

export function FeedArticles({ feed }: { feed: NewsFeed }) {
  return feed.articles ? <Link to={trendsHref({ source: feed.name })}>{feed.articles}</Link> : 0;
}

/** Fetch now, switch on or off, delete: what an admin does to one feed. */
export function FeedActions({ feed }: { feed: NewsFeed }) {
  const { t } = useNewsAdminT();
  const { message } = useFeedback();
  const update = useUpdateFeed();
  const remove = useRemoveFeed();
  const fetchOne = useFetchFeed();
  // The message says what went wrong in the admin's language; the technical detail waits in the row.
  const reason = (done: NewsFeed) => (done.lastErrorKind ? t(`newsAdmin.error.${done.lastErrorKind}`) : '');
  return (
    <Space wrap size={[8, 4]} className="feed-actions">
      <Button
        size="small"
        loading={fetchOne.isPending}
        onClick={() =>
          fetchOne.mutate(feed.id, {
            onSuccess: (done) =>
              done.lastErrorKind
                ? void message.error(
                    t('newsAdmin.feeds.fetchFailed', { name: done.name, reason: reason(done) }),
                  )
                : done.lastTooLarge + done.lastOverLimit > 0
                  ? void message.warning(
                      t('newsAdmin.feeds.fetchedLeftOut', {
                        name: done.name,
                        added: done.lastAdded,
                        skipped: done.lastSkipped,
                        tooLarge: done.lastTooLarge,
                        overLimit: done.lastOverLimit,
                      }),
                    )
                  : void message.success(
                      t('newsAdmin.feeds.fetched', {
                        name: done.name,
                        added: done.lastAdded,
                        skipped: done.lastSkipped,
                      }),
                    ),
          })
        }
      >
        {t('newsAdmin.feeds.fetch')}
      </Button>
      <Switch
        size="small"
        checked={feed.enabled}
        aria-label={t('newsAdmin.feeds.enabled')}
        checkedChildren={t('newsAdmin.feeds.enabled')}
        unCheckedChildren={t('newsAdmin.feeds.disabled')}
        onChange={(enabled) => update.mutate({ id: feed.id, patch: { enabled } })}
      />
      <Popconfirm
        title={t('newsAdmin.feeds.removeConfirm', { name: feed.name })}
        onConfirm={() =>
          remove
            .mutateAsync(feed.id)
            .then(() => message.success(t('newsAdmin.feeds.removed', { name: feed.name })))
        }
      >
        <Button size="small" danger>
          {t('newsAdmin.feeds.remove')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
