import {
  COMPANY_RECORD_COUNTS,
  COMPANY_ROLES,
  COMPANY_SORT_COLUMNS,
  type CompanySortColumn,
  RISK_BANDS,
} from '@coal/contracts';
import { Button, Card, Checkbox, Empty, Input, Pagination, Select, Space, Spin, Typography } from 'antd';
import { DataState } from '@/components/data-state';
import { usePlaceName } from '@/lib/place-name';
import { useIsPhone } from '@/lib/use-is-phone';
import { useListParams } from '@/lib/use-list-params';
import { useCompanies } from '../api/get-companies';
import { useCompanyT } from '../company-i18n';
import { CompanyCard } from './company-card';
import '@/styles/features/company.css';

const FILTERS = ['keyword', 'prefecture', 'band', 'role', 'has'] as const;
const listOf = (value: string | number | undefined) =>
  value ? String(value).split(',').filter(Boolean) : [];
const joined = (values: string[]) => (values.length ? values.join(',') : undefined);

/** Companies as cards: searched, filtered, sorted and paged on the server, every choice in the URL. */
export function CompanyListPage() {
  const { t } = useCompanyT();
  const place = usePlaceName();
  const phone = useIsPhone();
  const list = useListParams(FILTERS, COMPANY_SORT_COLUMNS);
  const { query } = list;
  const result = useCompanies(query);
  const sort = (query.orderByColumn as CompanySortColumn | undefined) ?? 'mines';
  const order = (query.isAsc as 'asc' | 'desc' | undefined) ?? (sort === 'name' ? 'asc' : 'desc');
  return (
    <Card className="company-list" title={<h1 className="company-list__title">{t('company.list.title')}</h1>}>
      <Typography.Paragraph type="secondary">{t('company.list.intro')}</Typography.Paragraph>
      <div className="company-filters" role="search">
        <Input.Search
          key={String(query.keyword ?? '')}
          defaultValue={query.keyword ? String(query.keyword) : undefined}
          allowClear
          maxLength={50}
          placeholder={t('company.list.keyword')}
          aria-label={t('company.list.keyword')}
          className="company-filters__keyword"
          onSearch={(keyword) => list.setFilters({ keyword: keyword.trim() || undefined })}
        />
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          className="company-filters__select"
          placeholder={t('company.list.prefecture')}
          aria-label={t('company.list.prefecture')}
          value={listOf(query.prefecture)}
          options={(result.data?.prefectures ?? []).map((p) => ({ value: p, label: place(p) }))}
          onChange={(values: string[]) => list.setFilters({ prefecture: joined(values) })}
        />
        <Select
          mode="multiple"
          allowClear
          className="company-filters__select"
          placeholder={t('company.list.band')}
          aria-label={t('company.list.band')}
          value={listOf(query.band)}
          options={RISK_BANDS.map((b) => ({ value: b, label: t('company.band', { band: b }) }))}
          onChange={(values: string[]) => list.setFilters({ band: joined(values) })}
        />
        <Select
          allowClear
          className="company-filters__select"
          placeholder={t('company.list.role')}
          aria-label={t('company.list.role')}
          value={query.role ? String(query.role) : undefined}
          options={COMPANY_ROLES.map((r) => ({ value: r, label: t(`company.role.${r}`) }))}
          onChange={(role?: string) => list.setFilters({ role })}
        />
        <Space wrap size={4} className="company-filters__has">
          <span>{t('company.list.has')}</span>
          <Checkbox.Group
            value={listOf(query.has)}
            options={COMPANY_RECORD_COUNTS.map((k) => ({ value: k, label: t(`company.has.${k}`) }))}
            onChange={(values) => list.setFilters({ has: joined(values) })}
          />
        </Space>
        <Space.Compact className="company-filters__sort">
          <Select
            aria-label={t('company.list.sort')}
            value={sort}
            options={COMPANY_SORT_COLUMNS.map((c) => ({ value: c, label: t(`company.sort.${c}`) }))}
            onChange={(column: string) => list.setSort(column, order)}
          />
          <Select
            aria-label={t('company.list.sort')}
            value={order}
            options={(['desc', 'asc'] as const).map((o) => ({ value: o, label: t(`company.sort.${o}`) }))}
            onChange={(o: 'asc' | 'desc') => list.setSort(sort, o)}
          />
        </Space.Compact>
      </div>
      <DataState
        isPending={result.isPending}
        error={result.error}
        data={result.data}
        errorTitle={t('company.list.loadError')}
        onRetry={() => void result.refetch()}
        isEmpty={(d) => d.rows.length === 0}
        empty={
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('company.list.empty')}>
            {list.hasFilters && <Button onClick={list.clearFilters}>{t('company.list.clear')}</Button>}
          </Empty>
        }
      >
        {(data) => (
          <Spin spinning={result.isFetching}>
            <p className="company-list__meta">
              <span>{t('company.list.total', { total: data.total })}</span>
              <span>{t('company.list.window', data.window)}</span>
            </p>
            <ul className="company-cards" aria-label={t('company.list.results')}>
              {data.rows.map((company) => (
                <CompanyCard key={company.companyId} company={company} />
              ))}
            </ul>
            <Pagination
              align="end"
              simple={phone}
              current={Number(query.pageNum)}
              pageSize={Number(query.pageSize)}
              pageSizeOptions={list.pageSizes}
              total={data.total}
              showSizeChanger={!phone}
              onChange={list.setPage}
            />
          </Spin>
        )}
      </DataState>
    </Card>
  );
}
