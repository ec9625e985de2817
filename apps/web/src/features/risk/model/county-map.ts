import type { RiskOverview } from '@coal/contracts';
import type { EChartsCoreOption } from 'echarts/core';
import { chartTooltipLines } from '@/lib/chart/chart-text';
import type { FeatureT } from '@/lib/feature-messages';
import type { RiskKey } from '../risk-i18n';
import type { RiskChartColors } from './risk-charts';

/** The name the county outlines are registered under with ECharts. */
export const COUNTY_MAP = 'guizhou-counties-risk';

export type CountyMean = RiskOverview['byCounty'][number];

export interface CountyMapColors extends RiskChartColors {
  /** Counties without a scored mine. */
  empty: string;
  /** Outline of the county picked. */
  selected: string;
}

/**
 * The county choropleth: each county's mean score on a scale from band A's colour to band D's (the
 * scale spans at least the B and D thresholds); counties without mines stay grey. Regions are named by code
 * (`nameProperty`), so the click and the tooltip never depend on two counties' names differing.
 */
export function countyMapOption(
  overview: Pick<RiskOverview, 'byCounty' | 'thresholds'>,
  names: Map<string, string>,
  selected: string | undefined,
  c: CountyMapColors,
  t: FeatureT<RiskKey>,
): EChartsCoreOption {
  const byCode = new Map(overview.byCounty.map((row) => [row.countyCode, row]));
  const means = overview.byCounty.map((row) => row.mean);
  const [b, , d] = overview.thresholds;
  const min = Math.floor(Math.min(b, ...means));
  const max = Math.ceil(Math.max(d, ...means));
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string }) => {
        const row = byCode.get(p.name);
        const name = names.get(p.name) ?? row?.county ?? p.name;
        return row
          ? chartTooltipLines(
              name,
              `${t('risk.county.mean')} ${row.mean}`,
              t('risk.mines', { count: row.mines }),
            )
          : chartTooltipLines(name, t('risk.county.noMines'));
      },
    },
    visualMap: {
      type: 'continuous',
      min,
      max,
      calculable: false,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 160,
      text: [`${t('risk.county.high')} ${max}`, `${min} ${t('risk.county.low')}`],
      textStyle: { color: c.text },
      // Green through amber to red, the low- and high-risk bands' colours: one reading direction.
      inRange: { color: [c.bands.A, c.positive, c.bands.D] },
    },
    series: [
      {
        type: 'map',
        map: COUNTY_MAP,
        nameProperty: 'code',
        roam: false,
        top: 8,
        bottom: 48,
        left: 'center',
        aspectScale: 0.9,
        selectedMode: false,
        label: { show: false },
        itemStyle: { areaColor: c.empty, borderColor: c.border, borderWidth: 0.6 },
        emphasis: { label: { show: false }, itemStyle: { borderColor: c.text, borderWidth: 1.5 } },
        data: [...names.keys()].map((code) => {
          const row = byCode.get(code);
          return {
            name: code,
            value: row ? row.mean : undefined,
            ...(code === selected ? { itemStyle: { borderColor: c.selected, borderWidth: 2.5 }, z: 10 } : {}),
          };
        }),
      },
    ],
  };
}
