import { DownloadOutlined } from '@ant-design/icons';
import {
  PIVOT_DIMENSIONS,
  PIVOT_MEASURES,
  type PivotDimension,
  type PivotMeasure,
  type PivotResult,
} from '@coal/contracts';
import { Button, Select, Skeleton } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { exportPivot, usePivot } from '../api/get-pivot';
import { type PivotKey, usePivotT } from '../pivot-i18n';
import { drillHref, parsePivotParams, type PivotState, toPivotParams } from '../pivot-params';
import { useValueLabels } from '../use-value-labels';
import { AnalysisField, AnalysisPageHeader } from './analysis-page-header';
import { PivotChart } from './pivot-chart';
import '../pivot.css';

// AntV S2 (canvas pivot) loads with the table, not with the page's controls.
const Sheet = lazy(() => import('./pivot-sheet').then((m) => ({ default: m.PivotSheetView })));
const MAX_SHEET_HEIGHT = 520;
const LINE = 32;

/** The table's height: its lines (groups, subtotals, total) under its heading rows, at most MAX_SHEET_HEIGHT. */
function sheetHeight(result: PivotResult): number {
  const groups = new Set(result.cells.map((c) => result.rows.map((d) => c.keys[d]).join('\u0000'))).size;
  const subtotals =
    result.rows.length > 1 ? new Set(result.cells.map((c) => c.keys[result.rows[0]!])).size : 0;
  const lines = groups + subtotals + 1 + result.cols.length + 1;
  // Room for the horizontal scroll bar.
  return Math.min(MAX_SHEET_HEIGHT, lines * LINE + 16);
}

/**
 * 多维分析: rows, columns and measures chosen from whitelists, summed on the server, each cell a link to its
 * mines. `toolbar` holds what the app places beside the export (the saved views).
 */
export function PivotPage({ toolbar }: { toolbar?: ReactNode } = {}) {
  const { t, language } = usePivotT();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parsePivotParams(params), [params]);
  const pivot = usePivot({ state });
  const valueLabel = useValueLabels();
  const [exporting, setExporting] = useState(false);

  const update = (patch: Partial<PivotState>) => setParams(toPivotParams({ ...state, ...patch }));
  const year = pivot.data?.outputYear ?? '';
  const byYear = [...state.rows, ...state.cols].includes('year');
  const measureLabel = useCallback(
    (measure: PivotMeasure) =>
      // By year, each year's output is its own, not last year's.
      byYear && measure === 'output'
        ? t('pivot.measure.outputByYear')
        : t(`pivot.measure.${measure}` as PivotKey, { year }),
    [t, year, byYear],
  );
  const dimensionLabel = useCallback(
    (dimension: PivotDimension) => t(`pivot.dim.${dimension}` as PivotKey),
    [t],
  );
  const totalLabels = useMemo(() => ({ total: t('pivot.total'), subTotal: t('pivot.subTotal') }), [t]);
  const dimensionOptions = (taken: PivotDimension[]) =>
    PIVOT_DIMENSIONS.map((d) => ({
      value: d,
      label: t(`pivot.dim.${d}` as PivotKey),
      disabled: taken.includes(d),
    }));
  const measureOptions = PIVOT_MEASURES.map((m) => ({ value: m, label: measureLabel(m) }));

  const onDrill = useCallback(
    (keys: Partial<Record<PivotDimension, string>>) => {
      const href = drillHref(keys);
      if (href) void navigate(href);
    },
    [navigate],
  );

  const onExport = async () => {
    setExporting(true);
    try {
      await exportPivot(state, t('pivot.fileName'));
    } catch {
      // The download reports its own failure as every call does.
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="pivot-page">
      <AnalysisPageHeader title={t('pivot.title')} subtitle={t('pivot.subtitle')}>
        <AnalysisField label={t('pivot.rows')}>
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('pivot.rows')}
            value={state.rows}
            options={dimensionOptions(state.cols)}
            onChange={(rows: PivotDimension[]) => update({ rows })}
            maxCount={3}
          />
        </AnalysisField>
        <AnalysisField label={t('pivot.cols')}>
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('pivot.cols')}
            value={state.cols}
            options={dimensionOptions(state.rows)}
            onChange={(cols: PivotDimension[]) => update({ cols })}
            maxCount={2}
          />
        </AnalysisField>
        <AnalysisField label={t('pivot.measures')}>
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            aria-label={t('pivot.measures')}
            value={state.measures}
            options={measureOptions}
            onChange={(measures: PivotMeasure[]) =>
              update({ measures: measures.length ? measures : ['count'] })
            }
          />
        </AnalysisField>
        <AnalysisField label={t('pivot.sort')} width="narrow">
          <Select
            aria-label={t('pivot.sort')}
            value={state.sort ?? ''}
            options={[
              { value: '', label: t('pivot.sortNone') },
              ...state.measures.map((m) => ({ value: m, label: measureLabel(m) })),
            ]}
            onChange={(sort: string) => update({ sort: (sort || undefined) as PivotMeasure | undefined })}
          />
        </AnalysisField>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void onExport()}>
          {t('pivot.export')}
        </Button>
        {toolbar}
      </AnalysisPageHeader>
      <DataState
        isPending={pivot.isPending}
        error={pivot.error}
        data={pivot.data}
        errorTitle={t('pivot.loadError')}
        onRetry={() => void pivot.refetch()}
        isEmpty={(data) => data.cells.length === 0}
        emptyText={t('pivot.empty')}
      >
        {(data) => (
          <section className="pivot-table" aria-label={t('pivot.tableLabel')}>
            <p className="pivot-table__meta">
              <span data-testid="pivot-total">
                {/* By year a mine counts once in every year it reported. */}
                {t(byYear ? 'pivot.mineYears' : 'pivot.mines', { count: data.total.count ?? 0 })}
              </span>
              <span>{t('pivot.drillHint')}</span>
            </p>
            <Suspense
              fallback={<Skeleton.Node active style={{ width: '100%', height: sheetHeight(data) }} />}
            >
              <Sheet
                result={data}
                sort={state.sort}
                language={language}
                label={t('pivot.tableLabel')}
                height={sheetHeight(data)}
                valueLabel={valueLabel}
                measureLabel={measureLabel}
                dimensionLabel={dimensionLabel}
                totalLabels={totalLabels}
                onDrill={onDrill}
              />
            </Suspense>
            <PivotChart
              result={data}
              measure={state.sort ?? state.measures[0] ?? 'count'}
              sorted={state.sort !== undefined}
              kind={state.chart}
              onKind={(chart) => update({ chart })}
              valueLabel={valueLabel}
              measureLabel={measureLabel}
              onDrill={onDrill}
            />
          </section>
        )}
      </DataState>
    </div>
  );
}
