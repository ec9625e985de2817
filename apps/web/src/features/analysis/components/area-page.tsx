import { type AreaAnalysis, DICT_TYPES, placeName } from '@coal/contracts';
import { Card, Empty, Statistic } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { EChart } from '@/components/echart/echart';
import { PanelBoundary } from '@/components/panel-boundary';
import { formatNumber } from '@/lib/format-number';
import { useAnalysisT } from '../analysis-i18n';
import { useArea } from '../api/get-area';
import { type AreaCentre, areaSearchHref, parseAreaParams, toAreaParams } from '../model/area-url';
import { countBarsOption, productionLineOption } from '../model/chart-options';
import { AreaCentreForm } from './area-centre-form';
import { useAnalysisLook } from './use-analysis-look';
import '@/styles/features/analysis.css';

const SCALE_CAPACITY: Record<string, { capacityMin?: string; capacityMax?: string }> = {
  large: { capacityMin: '120' },
  medium: { capacityMin: '45', capacityMax: '119.99' },
  small: { capacityMax: '44.99' },
};

/** `/industryAnalysis`: the picture of an area around a mine, a county or a point; every figure drills into /search. */
export function AreaPage() {
  const { t } = useAnalysisT();
  const [search, setSearch] = useSearchParams();
  const centre = parseAreaParams(search);
  const area = useArea(centre);
  return (
    <div className="analysis-page">
      <header className="analysis-page__head">
        <div>
          <h1 className="analysis-page__title">{t('analysis.area.title')}</h1>
          <p className="analysis-page__subtitle">{t('analysis.area.subtitle')}</p>
        </div>
      </header>
      <Card size="small">
        <AreaCentreForm
          key={search.toString() + (area.data?.centre.mineName ?? '')}
          centre={
            centre && centre.kind === 'mine'
              ? { ...centre, label: area.data?.centre.mineName ?? undefined }
              : centre
          }
          onApply={(next) => setSearch(toAreaParams(next))}
        />
      </Card>
      {centre === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('analysis.area.pick')} />
      ) : (
        <DataState
          isPending={area.isPending}
          error={area.error}
          data={area.data}
          errorTitle={t('analysis.loadFailed')}
          onRetry={() => void area.refetch()}
        >
          {(data) => <AreaFigures data={data} centre={centre} />}
        </DataState>
      )}
    </div>
  );
}

function AreaFigures({ data, centre }: { data: AreaAnalysis; centre: AreaCentre }) {
  const { t, language } = useAnalysisT();
  const { colors, label, statusColor } = useAnalysisLook();
  const navigate = useNavigate();
  const heading =
    data.centre.kind === 'mine'
      ? t('analysis.area.heading.mine', {
          name: data.centre.mineName ?? '',
          radius: data.centre.radiusKm ?? '',
        })
      : data.centre.kind === 'county'
        ? t('analysis.area.heading.county', { county: placeName(data.centre.county ?? '', language) })
        : t('analysis.area.heading.point', {
            latitude: data.centre.lat ?? '',
            longitude: data.centre.lng ?? '',
            radius: data.centre.radiusKm ?? '',
          });
  const chipLabel = data.centre.mineName ?? '';
  const href = (extra: Record<string, string> = {}) => areaSearchHref(centre, chipLabel, extra);
  const n = (v: number, digits = 2) => formatNumber(v, language, digits);
  const unknown = t('analysis.area.unknown');
  const boundary = { errorTitle: t('analysis.panelError'), retryLabel: t('analysis.retry') };

  const charts = useMemo(() => {
    const bars = (items: { name: string; value: number; color?: string }[]) => countBarsOption(items, colors);
    return {
      status: bars(
        data.byStatus.map((s) => ({
          name: label(DICT_TYPES.productionStatus, s.value) || unknown,
          value: s.mines,
          color: statusColor(s.value),
        })),
      ),
      scale: bars(
        data.byScale.map((s) => ({
          name: t(`analysis.area.scale.${s.value}` as 'analysis.area.scale.large'),
          value: s.mines,
        })),
      ),
      gas: bars(
        data.byGasGrade.map((s) => ({
          name: label(DICT_TYPES.gasGrade, s.value) || unknown,
          value: s.mines,
        })),
      ),
      hydro: bars(
        data.byHydroType.map((s) => ({
          name: label(DICT_TYPES.hydroType, s.value) || unknown,
          value: s.mines,
        })),
      ),
      companies: bars(data.topCompanies.map((c) => ({ name: c.company, value: c.capacity }))),
      production: productionLineOption(
        data.production,
        { area: t('analysis.area.areaSeries'), province: t('analysis.area.provinceSeries') },
        colors,
      ),
    };
  }, [data, colors, label, statusColor, t, unknown]);

  if (data.mines === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('analysis.area.empty')} />;

  const drill = (values: string[], key: string) => (index: number) => {
    const value = values[index];
    if (value) void navigate(href({ [key]: value }));
  };
  const chart = (title: string, option: EChartsCoreOption, height: number, onBar?: (i: number) => void) => (
    <PanelBoundary {...boundary}>
      <Card size="small" title={title} extra={<Link to={href()}>{t('analysis.area.drill')}</Link>}>
        <ClickableChart option={option} height={height} label={title} onBar={onBar} />
      </Card>
    </PanelBoundary>
  );
  return (
    <div className="area-figures">
      <h2 className="area-figures__heading">{heading}</h2>
      <div className="area-stats">
        <Link to={href()} className="area-stat">
          <Statistic title={t('analysis.area.mines')} value={data.mines} />
        </Link>
        <Link to={href()} className="area-stat">
          <Statistic title={t('analysis.area.capacity')} value={n(data.capacity)} />
        </Link>
        <Link to={href()} className="area-stat">
          <Statistic
            title={t('analysis.area.output', { year: data.referenceYear - 1 })}
            value={n(data.lastYearOutput)}
          />
        </Link>
        <Link to={href()} className="area-stat">
          <Statistic
            title={t('analysis.area.accidents')}
            value={`${data.safety.accidents} / ${data.safety.deaths}`}
          />
        </Link>
        <Link to={href()} className="area-stat">
          <Statistic
            title={t('analysis.area.penalties')}
            value={`${data.safety.penalties} / ${n(data.safety.penaltyAmount)}`}
          />
        </Link>
        <Link to={href()} className="area-stat">
          <Statistic
            title={t('analysis.area.licences')}
            value={`${data.licencesExpiring.mines} / ${data.licencesExpiring.licences}`}
          />
        </Link>
      </div>
      <div className="area-charts">
        {chart(
          t('analysis.area.byStatus'),
          charts.status,
          Math.max(120, data.byStatus.length * 30),
          drill(
            data.byStatus.map((s) => s.value),
            'productionStatus',
          ),
        )}
        {chart(t('analysis.area.byScale'), charts.scale, 120, (i) => {
          const scale = data.byScale[i]?.value;
          if (scale) void navigate(href(SCALE_CAPACITY[scale]));
        })}
        {chart(
          t('analysis.area.byGas'),
          charts.gas,
          Math.max(120, data.byGasGrade.length * 30),
          drill(
            data.byGasGrade.map((s) => s.value),
            'gasGrade',
          ),
        )}
        {chart(
          t('analysis.area.byHydro'),
          charts.hydro,
          Math.max(120, data.byHydroType.length * 30),
          drill(
            data.byHydroType.map((s) => s.value),
            'hydroType',
          ),
        )}
        {chart(
          t('analysis.area.companies'),
          charts.companies,
          Math.max(160, data.topCompanies.length * 28),
          (i) => {
            const company = data.topCompanies[i]?.company;
            if (company) void navigate(href({ company }));
          },
        )}
      </div>
      {chart(t('analysis.area.production'), charts.production, 300)}
    </div>
  );
}

/** A chart whose bars drill down: the click handler is read from a ref, so it always sees the current figures. */
function ClickableChart({
  option,
  height,
  label,
  onBar,
}: {
  option: EChartsCoreOption;
  height: number;
  label: string;
  onBar?: (index: number) => void;
}) {
  const handler = useRef(onBar);
  useLayoutEffect(() => {
    handler.current = onBar;
  });
  return (
    <EChart
      option={option}
      height={height}
      label={label}
      onReady={(instance) =>
        instance.on('click', (params) => {
          if (params.componentType === 'series' && typeof params.dataIndex === 'number')
            handler.current?.(params.dataIndex);
        })
      }
    />
  );
}
