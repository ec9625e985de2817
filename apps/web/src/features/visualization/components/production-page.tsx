import { DICT_TYPES, PRODUCTION_CHARTS, type ProductionChart } from '@coal/contracts';
import { Cascader, Select } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { statusColors } from '@/lib/chart/status-colors';
import { useChartTheme } from '@/lib/chart/use-chart-theme';
import { useDict } from '@/lib/dict';
import { usePlaceName } from '@/lib/place-name';
import { exportProductionChart, useAreaTree, useProduction } from '../api/get-production';
import { type ChartLabels, chartModel, type Drill } from '../production-charts';
import { type ProductionKey, useProductionT } from '../production-i18n';
import {
  drillSearchHref,
  parseProductionParams,
  type ProductionState,
  toProductionParams,
} from '../production-params';
import { AnalysisField, AnalysisPageHeader } from './analysis-page-header';
import { ProductionChartCard } from './production-chart-card';
import { ProductionDrill } from './production-drill';
import '../production.css';

/**
 * 生产分析: the province's coal year by year, each figure summed by the server and traceable to its mines.
 * `toolbar` holds what the app places beside the area and years (the saved views).
 */
export function ProductionPage({ toolbar }: { toolbar?: ReactNode } = {}) {
  const { t } = useProductionT();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseProductionParams(params), [params]);
  const analysis = useProduction(state);
  const regions = useAreaTree();
  const statuses = useDict(DICT_TYPES.productionStatus).data;
  const place = usePlaceName();
  const colors = useChartTheme();
  const [drill, setDrill] = useState<{ drill: Drill; href: string } | null>(null);

  const update = (patch: Partial<ProductionState>) => {
    setDrill(null);
    setParams(toProductionParams({ ...state, ...patch }));
  };

  const labels = useMemo((): ChartLabels => {
    const tones = statuses ? [...statuses.entries()] : [];
    const toneColors = statusColors(tones.map(([, entry]) => entry.tone));
    return {
      series: (key) => t(`production.series.${key}` as ProductionKey),
      scale: (scaleClass) => t(`production.scale.${scaleClass}` as ProductionKey),
      status: (status) =>
        status === '' ? t('production.unknownStatus') : (statuses?.get(status)?.label ?? status),
      statusColor: (status) => {
        const i = tones.findIndex(([value]) => value === status);
        return i < 0 ? colors.faint : toneColors[i];
      },
      place,
      unit: (unit) => t(`production.axis.${unit}` as ProductionKey),
    };
  }, [t, statuses, place, colors]);

  const onDrill = useCallback(
    (next: Drill) => {
      const href = drillSearchHref(state, next.filter);
      // An exact drill goes straight to its mines; another says first how the list differs.
      if (next.drift === 0) void navigate(href);
      else setDrill({ drill: next, href });
    },
    [state, navigate],
  );

  const areaOptions = useMemo(
    () =>
      (regions.data ?? []).map((p) => ({
        value: p.value,
        label: place(p.label),
        children: p.children.map((c) => ({ value: c.value, label: place(c.label) })),
      })),
    [regions.data, place],
  );
  const areaValue = state.prefecture ? [state.prefecture, ...(state.county ? [state.county] : [])] : [];
  const data = analysis.data;
  const yearOptions = data
    ? Array.from({ length: data.referenceYear - (data.firstYear ?? data.referenceYear) + 1 }, (_, i) => {
        const year = (data.firstYear ?? data.referenceYear) + i;
        return { value: year, label: t('production.yearOption', { year }) };
      })
    : [];
  const areaName = state.county ?? state.prefecture;

  return (
    <div className="production-page">
      <AnalysisPageHeader title={t('production.title')} subtitle={t('production.subtitle')}>
        <AnalysisField label={t('production.area')} width="area">
          <Cascader
            aria-label={t('production.area')}
            options={areaOptions}
            value={areaValue}
            changeOnSelect
            allowClear
            placeholder={t('production.province')}
            loading={regions.isPending}
            onChange={(value) => {
              const [prefecture, county] = value ?? [];
              update({ prefecture, county });
            }}
          />
        </AnalysisField>
        <AnalysisField label={t('production.from')} width="year">
          <Select
            aria-label={t('production.from')}
            showSearch={{ optionFilterProp: 'label' }}
            value={data?.from}
            options={yearOptions.filter((o) => !data || o.value <= data.to)}
            onChange={(from: number) => update({ from })}
          />
        </AnalysisField>
        <AnalysisField label={t('production.to')} width="year">
          <Select
            aria-label={t('production.to')}
            showSearch={{ optionFilterProp: 'label' }}
            value={data?.to}
            options={yearOptions.filter((o) => !data || o.value >= data.from)}
            onChange={(to: number) => update({ to })}
          />
        </AnalysisField>
        {toolbar && <div className="production-controls__views">{toolbar}</div>}
      </AnalysisPageHeader>
      <DataState
        isPending={analysis.isPending}
        error={analysis.error}
        data={data}
        errorTitle={t('production.loadError')}
        onRetry={() => void analysis.refetch()}
        isEmpty={(d) => d.mines === 0 || d.firstYear === null}
        emptyText={t('production.empty')}
      >
        {(d) => (
          <>
            <p className="production-page__meta">
              <span data-testid="production-summary">
                {t('production.summary', {
                  area: areaName ? place(areaName) : t('production.province'),
                  from: d.from,
                  to: d.to,
                  mines: d.mines,
                })}
              </span>
              <span>{t('production.hint')}</span>
            </p>
            {drill && (
              <ProductionDrill drill={drill.drill} href={drill.href} onClose={() => setDrill(null)} />
            )}
            <div className="production-grid">
              {PRODUCTION_CHARTS.map((chart: ProductionChart) => {
                const title = t(`production.chart.${chart}` as ProductionKey);
                return (
                  <ProductionChartCard
                    key={chart}
                    title={title}
                    note={t(`production.note.${chart}` as ProductionKey)}
                    model={chartModel(chart, d, labels, colors)}
                    data={d}
                    onDrill={onDrill}
                    onExport={async () => {
                      await exportProductionChart(state, chart, `${t('production.title')}-${title}.xlsx`);
                    }}
                  />
                );
              })}
            </div>
          </>
        )}
      </DataState>
    </div>
  );
}
