import { Card } from 'antd';
import { Link } from 'react-router';
import { DataState } from '@/components/data-state';
import { useNewsList } from '../api/list-news';
import { trendsHref } from '../model/trends-params';
import { useNewsT } from '../news-i18n';
import { NewsItem } from './news-item';
import '@/styles/features/news.css';

const LATEST = 8;

/** The latest articles naming a company, with a link to all of them in the news list. */
export function CompanyNewsPanel({ companyId, title }: { companyId: number; title: string }) {
  const { t } = useNewsT();
  const news = useNewsList({ query: { companyId, pageSize: LATEST } });
  return (
    <Card
      size="small"
      title={title}
      extra={<Link to={trendsHref({ companyId })}>{t('news.company.more')}</Link>}
    >
      <DataState
        isPending={news.isPending}
        error={news.error}
        data={news.data}
        onRetry={() => void news.refetch()}
        isEmpty={(d) => d.rows.length === 0}
        emptyText={t('news.company.none')}
      >
        {(data) => (
          <ul className="news-list">
            {data.rows.map((item) => (
              <NewsItem key={item.id} item={item} compact />
            ))}
          </ul>
        )}
      </DataState>
    </Card>
  );
}
