import type { NewsListRow } from '@coal/contracts';
import { Link, useLocation } from 'react-router';
import { SampleTag } from '@/components/sample-tag';
import { articleHref } from '../model/trends-params';
import { useNewsT } from '../news-i18n';
import { SentimentTag } from './sentiment-tag';

/** One article of a list: title, sentiment, source, time and the mines it names. */
export function NewsItem({ item, compact = false }: { item: NewsListRow; compact?: boolean }) {
  const { t } = useNewsT();
  // The list this article is opened from, so its page can lead back to the same filters and sort.
  const location = useLocation();
  const newsList =
    location.pathname === '/trends'
      ? `${location.pathname}${location.search}`
      : (location.state as { newsList?: string } | null)?.newsList;
  return (
    <li className="news-item">
      <div className="news-item__head">
        <SentimentTag label={item.sentimentLabel} score={item.sentimentScore} />
        <Link to={articleHref(item.id)} state={{ newsList }} className="news-item__title" lang="zh-CN">
          {item.title}
        </Link>
      </div>
      {!compact && item.summary && (
        <p className="news-item__summary" lang="zh-CN">
          {item.summary}
        </p>
      )}
      <div className="news-item__meta">
        {item.sample && <SampleTag label={t('news.sample')} hint={t('news.sampleHint')} />}
        <span lang="zh-CN">{item.source}</span>
        <time>{item.publishedAt.slice(0, 16)}</time>
        {item.mines.map((mine) => (
          <Link key={mine.mineId} to={`/mine/${mine.mineId}`} className="news-item__mine" lang="zh-CN">
            {mine.mineName}
          </Link>
        ))}
      </div>
    </li>
  );
}
