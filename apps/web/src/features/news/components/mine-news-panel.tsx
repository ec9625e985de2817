import { Card, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { DataState } from '@/components/data-state';
import '@/styles/features/news.css';
import { useMineNews } from '../api/get-mine-news';
import { trendsHref } from '../model/trends-params';
import { useNewsT } from '../news-i18n';
import { NewsItem } from './news-item';
import { SentimentTag } from './sentiment-tag';

/** A mine's latest articles and its sentiment over the last 90 days, for the profile's overview. */
export function MineNewsPanel({ mineId }: { mineId: number }) {
  const { t } = useNewsT();
  const news = useMineNews({ mineId });
  return (
    <Card
      size="small"
      title={t('news.mine.title')}
      extra={<Link to={trendsHref({ mineId })}>{t('news.mine.more')}</Link>}
    >
      <DataState
        isPending={news.isPending}
        error={news.error}
        data={news.data}
        onRetry={() => void news.refetch()}
        isEmpty={(d) => d.latest.length === 0}
        emptyText={t('news.mine.none')}
      >
        {(data) => (
          <>
            <Space wrap className="news-mine__days">
              <Typography.Text type="secondary">{t('news.mine.days', { days: data.days })}</Typography.Text>
              {(['positive', 'neutral', 'negative'] as const).map((label) => (
                <span key={label}>
                  <SentimentTag label={label} /> {data.distribution[label]}
                </span>
              ))}
              {data.meanScore !== null && (
                <Typography.Text type="secondary">
                  {t('news.mine.mean', { score: data.meanScore.toFixed(2) })}
                </Typography.Text>
              )}
            </Space>
            <ul className="news-list">
              {data.latest.map((item) => (
                <NewsItem key={item.id} item={item} compact />
              ))}
            </ul>
          </>
        )}
      </DataState>
    </Card>
  );
}
