import { AppstoreOutlined, DownloadOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Segmented, Select } from 'antd';
import { useExportMines } from '../api/export-mines';
import { useSearchT } from '../search-i18n';
import { SORT_COLUMNS, type SearchState, type SearchView, type SortColumn } from '../search-params';
import { useFeedback } from '@/components/feedback';
import { SampleTag } from '@/components/sample-tag';
import { numberFormat } from '@/lib/format-number';

interface ResultsToolbarProps {
  total: number | undefined;
  sample: boolean;
  state: SearchState;
  onChange: (patch: Partial<SearchState>) => void;
}

const SORT_LABEL = {
  name: 'search.col.name',
  capacity: 'search.col.capacity',
  prefecture: 'search.col.prefecture',
  county: 'search.col.county',
  productionStatus: 'search.col.productionStatus',
  updatedAt: 'search.col.updatedAt',
  riskScore: 'search.col.riskScore',
} as const satisfies Record<SortColumn, string>;

/** Result count, 示例数据 marker, sort, view toggle and export of the whole filtered list. */
export function ResultsToolbar({ total, sample, state, onChange }: ResultsToolbarProps) {
  const { t, language } = useSearchT();
  const { message } = useFeedback();
  const exporter = useExportMines(t('search.exportFileName'));
  const runExport = () =>
    exporter.mutate(state.filters, {
      onSuccess: (name) => void message.success(t('search.exported', { name })),
      onError: () => void message.error(t('search.exportFailed')),
    });

  return (
    <div className="results-toolbar">
      <div className="results-toolbar__count">
        <h2 className="panel-heading" aria-live="polite">
          {total === undefined
            ? t('search.results')
            : t('search.total', { count: numberFormat(language).format(total) })}
        </h2>
        {sample && <SampleTag label={t('search.sample')} hint={t('search.sampleHint')} />}
      </div>
      <div className="results-toolbar__actions">
        <Select<SortColumn | ''>
          className="results-toolbar__sort"
          aria-label={t('search.sort')}
          value={state.sort ?? ''}
          onChange={(value) => onChange({ sort: value || undefined, page: 1 })}
          options={[
            { value: '', label: t('search.sort.default') },
            ...SORT_COLUMNS.map((column) => ({ value: column, label: t(SORT_LABEL[column]) })),
          ]}
          popupMatchSelectWidth={false}
        />
        <Segmented<'asc' | 'desc'>
          aria-label={t('search.sortDirection')}
          disabled={!state.sort}
          value={state.order}
          onChange={(order) => onChange({ order, page: 1 })}
          options={[
            { value: 'asc', label: t('search.sort.asc') },
            { value: 'desc', label: t('search.sort.desc') },
          ]}
        />
        <Segmented<SearchView>
          aria-label={t('search.view')}
          value={state.view}
          onChange={(view) => onChange({ view })}
          options={[
            { value: 'table', label: t('search.view.table'), icon: <TableOutlined /> },
            { value: 'cards', label: t('search.view.cards'), icon: <AppstoreOutlined /> },
          ]}
        />
        <Button
          icon={<DownloadOutlined />}
          loading={exporter.isPending}
          onClick={runExport}
          disabled={total === 0}
        >
          {exporter.isPending ? t('search.exporting') : t('search.export')}
        </Button>
      </div>
    </div>
  );
}
