import { DownOutlined, FilterOutlined, UpOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Drawer, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { DataState } from '@/components/data-state';
import { PanelBoundary } from '@/components/panel-boundary';
import { useIsPhone } from '@/lib/use-is-phone';
import { useDataset } from '../api/dataset';
import { useFacets } from '../api/facets';
import { useMineList } from '../api/list-mines';
import { useSearchT } from '../search-i18n';
import { activeFilterCount, clearedFilters } from '../search-params';
import { useSearchDicts } from '../use-search-dicts';
import { useSearchState } from '../use-search-state';
import { ActiveFilters } from './active-filters';
import { FilterPanel } from './filter-panel';
import { ResultsCards } from './results-cards';
import { ResultsTable } from './results-table';
import { ResultsToolbar } from './results-toolbar';
import { TextFilter } from './text-filter';
import '@/styles/features/search.css';

/** The mine search page (`/search`): keyword, filters with counts, table or cards, export. */
export function SearchPage() {
  const { t } = useSearchT();
  const { state, update, setFilters } = useSearchState();
  const list = useMineList(state);
  const facets = useFacets(state.filters);
  const dataset = useDataset();
  const dicts = useSearchDicts();
  const phone = useIsPhone();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const active = activeFilterCount(state.filters);
  // Open to set up a search; folded to a summary line once a search is run, so the results come first.
  const [filtersOpen, setFiltersOpen] = useState(true);

  const panel = (
    <FilterPanel filters={state.filters} facets={facets.data} dicts={dicts} onChange={setFilters} />
  );
  const total = list.data?.total;
  const clearAll = () => setFilters(clearedFilters());

  return (
    <div className="search-page fills-screen">
      <header className="search-page__head">
        <div>
          <h1 className="search-page__title">{t('search.title')}</h1>
          <p className="search-page__subtitle">{t('search.subtitle')}</p>
        </div>
        <div className="search-page__keyword">
          <TextFilter
            value={state.filters.mineName}
            label={t('search.keyword')}
            placeholder={t('search.keywordPlaceholder')}
            submitLabel={t('search.submit')}
            size="large"
            onSubmit={(mineName) => {
              setFilters({ mineName });
              // The first search brings the results up: the filters fold away until asked for.
              setFiltersOpen(false);
            }}
          />
          {phone && (
            <Badge count={active} size="small">
              <Button size="large" icon={<FilterOutlined />} onClick={() => setDrawerOpen(true)}>
                {t('search.filtersButton')}
              </Button>
            </Badge>
          )}
        </div>
      </header>

      {phone ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t('search.filters')}
          placement="bottom"
          size="85%"
          className="search-filter-drawer"
          footer={
            <Button type="primary" block onClick={() => setDrawerOpen(false)}>
              {t('search.filtersDone', { count: total ?? 0 })}
            </Button>
          }
        >
          {panel}
        </Drawer>
      ) : (
        <Card
          className="search-page__filters"
          size="small"
          title={
            <span>
              {t('search.filters')}
              {!filtersOpen && (
                <span className="search-page__filters-summary">
                  {active ? t('search.filtersSummary', { count: active }) : t('search.filtersNone')}
                </span>
              )}
            </span>
          }
          extra={
            <Button
              type="link"
              size="small"
              icon={filtersOpen ? <UpOutlined /> : <DownOutlined />}
              aria-expanded={filtersOpen}
              aria-controls="search-filter-panel"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filtersOpen ? t('search.filtersHide') : t('search.filtersShow')}
            </Button>
          }
          styles={filtersOpen ? undefined : { body: { display: 'none' } }}
        >
          <div id="search-filter-panel" hidden={!filtersOpen}>
            {filtersOpen && panel}
          </div>
        </Card>
      )}

      <Card className="search-page__results" size="small">
        <ActiveFilters filters={state.filters} dicts={dicts} onChange={setFilters} />
        <ResultsToolbar
          total={total}
          sample={dataset.data?.sample ?? false}
          state={state}
          onChange={update}
        />
        <PanelBoundary errorTitle={t('search.renderError')} retryLabel={t('search.retry')}>
          <DataState
            isPending={list.isPending}
            // The previous page stays on screen when the next one fails; its error is still reported.
            error={list.data ? null : list.error}
            data={list.data}
            errorTitle={t('search.error')}
            onRetry={() => void list.refetch()}
            loading={<Skeleton active paragraph={{ rows: 6 }} />}
            isEmpty={(data) => data.rows.length === 0}
            empty={
              <Empty className="search-page__empty" description={<EmptyText />}>
                {total !== undefined && total > 0 ? (
                  <Button type="primary" onClick={() => update({ page: 1 })}>
                    {t('search.firstPage')}
                  </Button>
                ) : active > 0 || state.filters.mineName ? (
                  <Button type="primary" onClick={clearAll}>
                    {t('search.clearAll')}
                  </Button>
                ) : null}
              </Empty>
            }
          >
            {(data) => {
              const Results = state.view === 'cards' ? ResultsCards : ResultsTable;
              return (
                <Results
                  rows={data.rows}
                  total={data.total}
                  riskSet={data.riskSet}
                  loading={list.isFetching}
                  state={state}
                  dicts={dicts}
                  onChange={update}
                />
              );
            }}
          </DataState>
        </PanelBoundary>
      </Card>
    </div>
  );
}

function EmptyText() {
  const { t } = useSearchT();
  return (
    <>
      <strong className="search-page__empty-title">{t('search.empty')}</strong>
      <br />
      <span>{t('search.emptyHint')}</span>
    </>
  );
}
