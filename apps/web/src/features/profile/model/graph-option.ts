import { chartTooltipLines, escapeChartText, plainChartLabel } from '@/lib/chart/chart-text';
import type { ChartColors } from './chart-options';
import {
  CATEGORY_ORDER,
  type GraphEdgeView,
  type GraphNodeView,
  type GraphNodeKind,
  shortName,
  SYMBOLS,
} from './graph';

export interface GraphLabels {
  kind: Record<GraphNodeKind, string>;
  cumulative: (percent: string) => string;
}

/** How the graph fits its box: the chart's width in px and the zoom the user chose. */
export interface GraphFit {
  width: number;
  zoom: number;
}

/** Below this width the legend goes under the graph, where it cannot cover a node. */
const NARROW = 600;
/** Width of one character of a 12 px label, generously. */
const CHAR_PX = 13;

/** As many characters of a label as fit in its column (the whole name is in the tooltip and the picker). */
export function labelChars(view: { nodes: GraphNodeView[] }, width: number): number {
  const perRow = new Map<number, number>();
  for (const node of view.nodes) perRow.set(node.y, (perRow.get(node.y) ?? 0) + 1);
  const widest = Math.max(1, ...perRow.values());
  const column = (width - 48) / widest;
  return Math.max(2, Math.min(10, Math.floor(column / CHAR_PX)));
}

/** The ECharts graph series of a laid-out ownership graph: companies square, people round. */
export function graphOption(
  view: { nodes: GraphNodeView[]; edges: GraphEdgeView[] },
  labels: GraphLabels,
  colors: ChartColors,
  fit: GraphFit = { width: 1000, zoom: 1 },
) {
  const narrow = fit.width < NARROW;
  const chars = labelChars(view, fit.width);
  return {
    color: [...colors.palette],
    aria: { enabled: true },
    tooltip: {
      formatter: (p: { dataType?: string; data?: { fullName?: string; tip?: string } }) =>
        p.dataType === 'node'
          ? chartTooltipLines(p.data?.fullName, p.data?.tip)
          : escapeChartText(p.data?.tip),
    },
    legend: {
      ...(narrow ? { bottom: 0 } : { top: 0 }),
      data: CATEGORY_ORDER.map((k) => labels.kind[k]),
      textStyle: { color: colors.text },
    },
    series: [
      {
        type: 'graph' as const,
        layout: 'none' as const,
        // Pan by dragging, zoom by wheel or pinch (and the zoom buttons beside the graph).
        roam: true,
        zoom: fit.zoom,
        // The layout keeps its proportions in a narrow box instead of squeezing the rows together.
        preserveAspect: 'contain' as const,
        symbolKeepAspect: true,
        // Symbols keep their size whatever the zoom or the layout's aspect.
        nodeScaleRatio: 0,
        top: narrow ? 24 : 48,
        bottom: narrow ? 64 : 44,
        left: 24,
        right: 24,
        categories: CATEGORY_ORDER.map((k) => ({ name: labels.kind[k], symbol: SYMBOLS[k].symbol })),
        edgeSymbol: ['none', 'arrow'],
        edgeSymbolSize: 8,
        label: { show: true, position: 'bottom' as const, color: colors.text, fontSize: 12 },
        edgeLabel: {
          show: true,
          fontSize: 11,
          color: colors.subtle,
          formatter: (p: { data?: { label?: string } }) => plainChartLabel(p.data?.label),
        },
        lineStyle: { color: colors.subtle, width: 1.2, curveness: 0.05 },
        emphasis: { focus: 'adjacency' as const, lineStyle: { width: 2.5 } },
        data: view.nodes.map((n) => ({
          id: n.id,
          name: n.id,
          fullName: n.name,
          tip: n.percent !== null && n.kind !== 'mine' ? labels.cumulative(String(n.percent)) : '',
          x: n.x,
          y: n.y,
          category: CATEGORY_ORDER.indexOf(n.kind),
          symbol: SYMBOLS[n.kind].symbol,
          symbolSize: SYMBOLS[n.kind].size,
          label: { formatter: plainChartLabel(shortName(n.name, chars)), opacity: n.faded ? 0.25 : 1 },
          itemStyle: { opacity: n.faded ? 0.15 : 1 },
        })),
        links: view.edges.map((e) => ({
          source: e.source,
          target: e.target,
          label: e.label,
          tip: e.label,
          lineStyle: { opacity: e.faded ? 0.08 : 0.9 },
          edgeLabel: { show: !e.faded },
        })),
      },
    ],
  };
}
