import { type NewsListRow, placeName, type SentimentLabel } from '@coal/contracts';
import { Button, Card, DatePicker, Input, Pagination, Segmented, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { usePermission } from '@/components/permission';
import { useIsPhone } from '@/lib/use-is-phone';
import '@/styles/features/news.css';
import { useNewsList } from '../api/list-news';
import { useNewsSources, usePrefectures } from '../api/list-sources';
import { parseTrends } from '../model/parse-trends';
import { type TrendsQuery, trendsSearch, withFilter } from '../model/trends-params';
import { useNewsT } from '../news-i18n';
import { NewsItem } from './news-item';

const LABELS: SentimentLabel[] = ['positive', 'neutral', 'negative'];

/** /trends: the news list with every filter in the URL. */
export function TrendsPage() {
  const { t, language } = useNewsT();
  const phone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseTrends(params), [params]);
  const list = useNewsList({ query });
  const sources = useNewsSources();
  const prefectures = usePrefectures();
  const set = (patch: TrendsQuery) => setParams(new URLSearchParams(trendsSearch(withFilter(query, patch))));
  const first = list.data?.rows[0];
  const named = (rows: NewsListRow[] | undefined) => ({
    mine: rows?.flatMap((r) => r.mines).find((m) => m.mineId === query.mineId)?.mineName,
    company: rows?.flatMap((r) => r.companies).find((c) => c.companyId === query.companyId)?.companyName,
  });
  const names = named(list.data?.rows);
  const admin = usePermission()(['admin']);

  return (
    <div className="news-page fills-screen">
      <div className="news-page__head">
        <div>
          <Typography.Title level={3} className="news-page__title">
            {t('news.trends.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('news.trends.subtitle')}</Typography.Paragraph>
        </div>
        {admin && <Link to="/form/news">{t('news.trends.manage')}</Link>}
      </div>
      <Card className="news-filters" size="small">
        <Space wrap size={[12, 12]}>
          <Input.Search
            key={query.keyword ?? ''}
            allowClear
            defaultValue={query.keyword}
            placeholder={t('news.filter.keywordPlaceholder')}
            aria-label={t('news.filter.keyword')}
            onSearch={(value) => set({ keyword: value.trim() || undefined })}
            style={{ width: phone ? '100%' : 260 }}
          />
          <DatePicker.RangePicker
            aria-label={t('news.filter.dates')}
            value={[query.dateFrom ? dayjs(query.dateFrom) : null, query.dateTo ? dayjs(query.dateTo) : null]}
            allowEmpty={[true, true]}
            onChange={(range) =>
              set({
                dateFrom: range?.[0]?.format('YYYY-MM-DD'),
                dateTo: range?.[1]?.format('YYYY-MM-DD'),
              })
            }
          />
          <Select
            aria-label={t('news.filter.sentiment')}
            placeholder={t('news.filter.sentiment')}
            allowClear
            value={query.sentiment}
            style={{ width: 120 }}
            options={LABELS.map((label) => ({ value: label, label: t(`news.label.${label}`) }))}
            onChange={(value?: SentimentLabel) => set({ sentiment: value })}
          />
          <Select
            aria-label={t('news.filter.source')}
            placeholder={t('news.filter.source')}
            allowClear
            value={query.source}
            style={{ width: 180 }}
            options={(sources.data ?? []).map((source) => ({ value: source, label: source }))}
            onChange={(value?: string) => set({ source: value })}
          />
          <Select
            aria-label={t('news.filter.prefecture')}
            placeholder={t('news.filter.prefecture')}
            allowClear
            value={query.prefecture}
            style={{ width: 160 }}
            options={(prefectures.data ?? []).map((name) => ({
              value: name,
              label: placeName(name, language),
            }))}
            onChange={(value?: string) => set({ prefecture: value })}
          />
          <Segmented
            aria-label={t('news.sort')}
            value={query.sort ?? 'time'}
            options={[
              { value: 'time', label: t('news.sort.time') },
              { value: 'relevance', label: t('news.sort.relevance') },
            ]}
            onChange={(value) => set({ sort: value === 'relevance' ? 'relevance' : undefined })}
          />
        </Space>
        {(query.mineId || query.companyId) && (
          <div className="news-filters__chips">
            {query.mineId && (
              <Tag closable onClose={() => set({ mineId: undefined })}>
                {t('news.filter.mine', { name: names.mine ?? String(query.mineId) })}
              </Tag>
            )}
            {query.companyId && (
              <Tag closable onClose={() => set({ companyId: undefined })}>
                {t('news.filter.company', { name: names.company ?? String(query.companyId) })}
              </Tag>
            )}
          </div>
        )}
      </Card>
      <Card className="news-list-card">
        <DataState
          isPending={list.isPending}
          error={list.error}
          data={list.data}
          onRetry={() => void list.refetch()}
          isEmpty={(d) => d.rows.length === 0}
          empty={
            <div className="news-empty">
              <Typography.Text type="secondary">{t('news.empty')}</Typography.Text>
              <Button onClick={() => setParams(new URLSearchParams())}>{t('news.filter.clear')}</Button>
            </div>
          }
        >
          {(data) => (
            <>
              <Typography.Text type="secondary" className="news-total">
                {t('news.total', { count: data.total })}
              </Typography.Text>
              <ul className="news-list" data-first={first?.id}>
                {data.rows.map((item) => (
                  <NewsItem key={item.id} item={item} />
                ))}
              </ul>
              <Pagination
                className="news-pagination"
                current={query.pageNum ?? 1}
                pageSize={query.pageSize ?? 10}
                total={data.total}
                size={phone ? 'small' : undefined}
                showSizeChanger={!phone}
                pageSizeOptions={[10, 20, 50]}
                onChange={(pageNum, pageSize) =>
                  setParams(new URLSearchParams(trendsSearch({ ...query, pageNum, pageSize })))
                }
              />
            </>
          )}
        </DataState>
      </Card>
    </div>
  );
}
