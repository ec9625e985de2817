import type { NewsFeed } from '@coal/contracts';
import { Empty } from 'antd';
import { useNewsAdminT } from '../news-admin-i18n';
import { FeedActions, FeedArticles, FeedCounts, FeedName, FeedStatus } from './feed-cells';

/** The feeds on a phone: one card each, every figure labelled and the actions inside the screen. */
export function FeedCards({ feeds }: { feeds: NewsFeed[] }) {
  const { t } = useNewsAdminT();
  if (!feeds.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('newsAdmin.feeds.empty')} />;
  return (
    <ul className="news-admin-cards feed-cards" aria-label={t('newsAdmin.tab.feeds')}>
      {feeds.map((feed) => (
        <li key={feed.id} className="news-admin-card">
          <FeedName feed={feed} />
          <dl className="news-admin-card__facts">
            <dt>{t('newsAdmin.feeds.status')}</dt>
            <dd>
              <FeedStatus feed={feed} />
            </dd>
            <dt>{t('newsAdmin.feeds.counts')}</dt>
            <dd>
              <FeedCounts feed={feed} />
            </dd>
            <dt>{t('newsAdmin.feeds.articles')}</dt>
            <dd>
              <FeedArticles feed={feed} />
            </dd>
          </dl>
          <FeedActions feed={feed} />
        </li>
      ))}
    </ul>
  );
}
