import {
  RISK_BANDS,
  RISK_GROUPS,
  type MineRisk,
  type RiskBand,
  type RiskOverview,
  type RiskWeight,
} from '@coal/contracts';
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartTheme } from '@/lib/chart/use-chart-theme';
import { chartTooltipLines, colourDot, escapeChartText, plainChartLabel } from '@/lib/chart/chart-text';
import { tint } from '@/lib/color';
import { readableTextOn } from '@/lib/color-contrast';
import type { FeatureT } from '@/lib/feature-messages';
import type { RiskKey } from '../risk-i18n';

export interface RiskChartColors {
  text: string;
  subtle: string;
  border: string;
  bands: Record<RiskBand, string>;
  positive: string;
  groups: string[];
}

/** The risk charts' colours, from the theme: bands run green (A) to red (D). */
export const riskColors = (c: ChartTheme): RiskChartColors => ({
  text: c.text,
  subtle: c.subtle,
  border: c.line,
  bands: { A: c.success, B: c.primary, C: c.warning, D: c.error },
  positive: c.warning,
  groups: [c.primary, c.error, c.purple, c.success],
});

type Translate = FeatureT<RiskKey>;

const axisStyle = (c: RiskChartColors) => ({
  axisLabel: { color: c.subtle },
  axisLine: { lineStyle: { color: c.border } },
  splitLine: { lineStyle: { color: c.border } },
});

/** The band a histogram bin starts in, so each bar takes its band's colour. */
export function bandAt(score: number, thresholds: readonly [number, number, number]): RiskBand {
  if (score >= thresholds[2]) return 'D';
  if (score >= thresholds[1]) return 'C';
  if (score >= thresholds[0]) return 'B';
  return 'A';
}

export function histogramOption(
  bins: { from: number; to: number; count: number; current?: number }[],
  thresholds: readonly [number, number, number],
  c: RiskChartColors,
  t: Translate,
  compare?: { current: string; proposed: string },
): EChartsCoreOption {
  const labels = bins.map((b) => `${b.from}–${b.to}`);
  const bars = bins.map((b) => ({
    value: b.count,
    itemStyle: { color: c.bands[bandAt(b.from, thresholds)] },
  }));
  return {
    // Room below the labels for the score's name: containLabel leaves axis names out.
    grid: { left: 8, right: 8, top: compare ? 36 : 24, bottom: 28, containLabel: true },
    tooltip: {
      trigger: 'axis',
      // Each bar takes its band's colour: the lines' dots do too, where ECharts would use the series'.
      formatter: (params: { dataIndex: number } | { dataIndex: number }[]) => {
        const index = (Array.isArray(params) ? params[0]?.dataIndex : params.dataIndex) ?? 0;
        const bin = bins[index];
        if (!bin) return '';
        const band = c.bands[bandAt(bin.from, thresholds)];
        const lines: [string, string, number][] = compare
          ? [
              [c.border, compare.current, bin.current ?? 0],
              [band, compare.proposed, bin.count],
            ]
          : [[band, t('risk.histogram.axis'), bin.count]];
        return [
          escapeChartText(labels[index]),
          ...lines.map(([colour, name, count]) => `${colourDot(colour)}${escapeChartText(name)}: ${count}`),
        ].join('<br/>');
      },
    },
    legend: compare ? { top: 0, textStyle: { color: c.text } } : undefined,
    xAxis: {
      type: 'category',
      data: labels,
      name: t('risk.histogram.score'),
      nameLocation: 'middle',
      nameGap: 28,
      nameTextStyle: { color: c.subtle },
      ...axisStyle(c),
    },
    // Above the axis and aligned inwards, so the name is never cut at the chart's left edge.
    yAxis: {
      type: 'value',
      name: t('risk.histogram.axis'),
      nameTextStyle: { color: c.subtle, align: 'left' },
      minInterval: 1,
      ...axisStyle(c),
    },
    series: compare
      ? [
          {
            type: 'bar',
            name: compare.current,
            data: bins.map((b) => b.current ?? 0),
            itemStyle: { color: c.border },
          },
          { type: 'bar', name: compare.proposed, data: bars },
        ]
      : [{ type: 'bar', name: t('risk.histogram.axis'), data: bars, barMaxWidth: 40 }],
  };
}

export function prefectureOption(
  overview: RiskOverview,
  c: RiskChartColors,
  t: Translate,
  place: (name: string) => string,
): EChartsCoreOption {
  const rows = [...overview.byPrefecture].reverse();
  return {
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'item',
      formatter: (p: { dataIndex: number }) => {
        const row = rows[p.dataIndex]!;
        return chartTooltipLines(
          place(row.prefecture),
          `${t('risk.column.score')} ${row.mean}`,
          t('risk.mines', { count: row.mines }),
        );
      },
    },
    xAxis: { type: 'value', ...axisStyle(c) },
    yAxis: { type: 'category', data: rows.map((r) => plainChartLabel(place(r.prefecture))), ...axisStyle(c) },
    series: [
      {
        type: 'bar',
        data: rows.map((r) => ({
          value: r.mean,
          itemStyle: { color: c.bands[bandAt(r.mean, overview.thresholds)] },
        })),
        label: { show: true, position: 'right', color: c.text },
        barMaxWidth: 18,
      },
    ],
  };
}

/** The height of the histogram and the weights chart beside it; the rings' radii and label room follow from it. */
export const OVERVIEW_CHART_HEIGHT = 320;
const RING_RADII = { hole: 0.12, inner: 0.42, outer: 0.95 };
/** Room along a ring's radius for its labels, in px: longer names end in an ellipsis (the tooltip has them whole). */
const ringLabelWidth = (from: number, to: number) =>
  Math.floor((to - from) * (OVERVIEW_CHART_HEIGHT / 2)) - 8;
/** Room along a group's arc for its name, in px, at the middle of the inner ring. */
const groupLabelWidth = (share: number) =>
  Math.max(
    0,
    Math.floor(
      2 * Math.PI * share * ((RING_RADII.hole + RING_RADII.inner) / 2) * (OVERVIEW_CHART_HEIGHT / 2),
    ) - 2,
  );
const percent = (r: number) => `${r * 100}%`;

/** Groups and their indicators as two rings: the inner ring the group weight, the outer its indicators. */
export function weightsOption(weights: RiskWeight[], c: RiskChartColors, t: Translate): EChartsCoreOption {
  const data = RISK_GROUPS.map((group, g) => {
    const colour = c.groups[g % c.groups.length] ?? c.border;
    // Indicators take a light tint of their group's colour; each label the text colour that reads on it.
    const leaf = tint(colour, 0.45);
    const children = weights
      .filter((w) => w.group === group && w.weight > 0)
      .map((w) => ({
        name: t(`risk.indicator.${w.indicator}`),
        value: Number((w.weight * 100).toFixed(1)),
        itemStyle: { color: leaf },
        label: { color: readableTextOn(leaf, c.text) },
      }));
    const share = children.reduce((sum, child) => sum + child.value, 0) / 100;
    return {
      name: t(`risk.group.${group}`),
      itemStyle: { color: colour },
      label: { color: readableTextOn(colour, c.text), width: groupLabelWidth(share) },
      children,
    };
  }).filter((g) => g.children.length > 0);
  return {
    tooltip: {
      // A group's value is ECharts' sum of its indicators, with the float's tail (23.799999999999997).
      formatter: (p: { name: string; value: number }) =>
        chartTooltipLines(p.name, `${Number(p.value.toFixed(1))}%`),
    },
    series: [
      {
        type: 'sunburst',
        data,
        radius: [percent(RING_RADII.hole), percent(RING_RADII.outer)],
        sort: undefined,
        label: {
          color: c.text,
          minAngle: 8,
          overflow: 'truncate',
          formatter: (p: { name: string }) => plainChartLabel(p.name),
        },
        itemStyle: { borderColor: c.border, borderWidth: 1 },
        levels: [
          {},
          // Group names follow their arc, which is longer than the ring is deep.
          { r0: percent(RING_RADII.hole), r: percent(RING_RADII.inner), label: { rotate: 'tangential' } },
          {
            r0: percent(RING_RADII.inner),
            r: percent(RING_RADII.outer),
            label: { align: 'right', width: ringLabelWidth(RING_RADII.inner, RING_RADII.outer) },
          },
        ],
      },
    ],
  };
}

/** The score built up indicator by indicator: each bar starts where the previous one ended. */
export function waterfallOption(risk: MineRisk, c: RiskChartColors, t: Translate): EChartsCoreOption {
  const parts = risk.contributions.filter((p) => p.contribution > 0 || p.missing);
  let base = 0;
  const offsets = parts.map((p) => {
    const start = base;
    base += p.contribution;
    return Number(start.toFixed(2));
  });
  const names = [...parts.map((p) => t(`risk.indicator.${p.indicator}`)), t('risk.column.score')];
  return {
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (items: { dataIndex: number }[]) => {
        const i = items[0]?.dataIndex ?? 0;
        const p = parts[i];
        if (!p) return chartTooltipLines(t('risk.column.score'), risk.score);
        return chartTooltipLines(
          names[i],
          t('risk.score.contribution', { value: p.contribution }),
          `${t('risk.score.raw')}: ${p.rawValue ?? '—'}${p.missing ? ` (${t('risk.score.missing')})` : ''}`,
          `${t('risk.score.normalised')}: ${p.normalised.toFixed(2)} · ${t('risk.score.weight')}: ${(p.weight * 100).toFixed(1)}%`,
        );
      },
    },
    xAxis: { type: 'value', max: Math.max(10, Math.ceil(risk.score / 5) * 5), ...axisStyle(c) },
    yAxis: {
      type: 'category',
      inverse: true,
      data: names.map(plainChartLabel),
      ...axisStyle(c),
      axisLabel: { color: c.subtle, width: 150, overflow: 'truncate' },
    },
    series: [
      { type: 'bar', stack: 'w', silent: true, itemStyle: { color: 'transparent' }, data: [...offsets, 0] },
      {
        type: 'bar',
        stack: 'w',
        barMaxWidth: 16,
        label: { show: true, position: 'right', color: c.text },
        data: [
          ...parts.map((p) => ({
            value: p.contribution,
            itemStyle: { color: p.missing ? c.subtle : c.positive },
          })),
          { value: risk.score, itemStyle: { color: c.bands[risk.band] } },
        ],
      },
    ],
  };
}

export function historyOption(risk: MineRisk, c: RiskChartColors, t: Translate): EChartsCoreOption {
  return {
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      formatter: (items: { dataIndex: number }[]) => {
        const h = risk.history[items[0]?.dataIndex ?? 0];
        return h
          ? chartTooltipLines(
              h.computedAt,
              `${h.score} · ${t('risk.bandShort', { band: h.band })} · v${h.version}`,
            )
          : '';
      },
    },
    xAxis: { type: 'category', data: risk.history.map((h) => h.computedAt.slice(0, 16)), ...axisStyle(c) },
    yAxis: { type: 'value', min: 0, ...axisStyle(c) },
    series: [
      {
        type: 'line',
        step: 'end',
        data: risk.history.map((h) => ({ value: h.score, itemStyle: { color: c.bands[h.band] } })),
        lineStyle: { color: c.subtle },
        symbolSize: 8,
      },
    ],
  };
}

export const BANDS = RISK_BANDS;
