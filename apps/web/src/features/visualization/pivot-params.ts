import {
  PIVOT_DIMENSIONS,
  PIVOT_MAX_DIMENSIONS,
  PIVOT_MEASURES,
  type PivotDimension,
  type PivotMeasure,
} from '@coal/contracts';

export const CHART_KINDS = ['bar', 'stacked', 'heatmap'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/** Everything the pivot page shows, as its URL holds it, so a pivot is a link and survives reload. */
export interface PivotState {
  rows: PivotDimension[];
  cols: PivotDimension[];
  measures: PivotMeasure[];
  /** The measure the rows are ordered by, largest first. */
  sort?: PivotMeasure;
  chart: ChartKind;
}

export const DEFAULT_PIVOT: PivotState = {
  rows: ['prefecture'],
  cols: ['productionStatus'],
  measures: ['count'],
  chart: 'bar',
};

const isDimension = (v: string): v is PivotDimension => (PIVOT_DIMENSIONS as readonly string[]).includes(v);
const isMeasure = (v: string): v is PivotMeasure => (PIVOT_MEASURES as readonly string[]).includes(v);
const list = (value: string | null) => (value ?? '').split(',').filter(Boolean);

/** The state from the URL; unknown names are dropped, a dimension used twice keeps its first place. */
export function parsePivotParams(params: URLSearchParams): PivotState {
  if (!params.has('rows') && !params.has('cols') && !params.has('measures')) return DEFAULT_PIVOT;
  const seen = new Set<PivotDimension>();
  const dims = (key: string) =>
    list(params.get(key))
      .filter(isDimension)
      .filter((d) => !seen.has(d) && seen.add(d) && seen.size <= PIVOT_MAX_DIMENSIONS);
  const rows = dims('rows');
  const cols = dims('cols');
  const measures = [...new Set(list(params.get('measures')).filter(isMeasure))];
  const sort = params.get('sort') ?? '';
  const chart = params.get('chart') ?? '';
  return {
    rows,
    cols,
    measures: measures.length ? measures : ['count'],
    sort: isMeasure(sort) ? sort : undefined,
    chart: (CHART_KINDS as readonly string[]).includes(chart) ? (chart as ChartKind) : 'bar',
  };
}

export function toPivotParams(state: PivotState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('rows', state.rows.join(','));
  params.set('cols', state.cols.join(','));
  params.set('measures', state.measures.join(','));
  if (state.sort) params.set('sort', state.sort);
  if (state.chart !== 'bar') params.set('chart', state.chart);
  return params;
}

/** The API's query for a state. */
export const toPivotQuery = (state: PivotState) => ({
  rows: state.rows.join(','),
  cols: state.cols.join(','),
  measures: state.measures.join(','),
});

/** Search filters named otherwise than their dimension: a year cell holds the mines that reported that year. */
const FILTER_OF: Partial<Record<PivotDimension, string>> = { year: 'productionYear' };

/**
 * The search page's link for a group of mines: each dimension is a search filter (of the same name but
 * for the year), so the list holds exactly the mines the cell counts. A group whose value is empty (no
 * code) cannot be named by a filter and has no link.
 */
export function drillHref(keys: Partial<Record<PivotDimension, string>>): string | null {
  const params = new URLSearchParams();
  for (const [dimension, value] of Object.entries(keys) as [PivotDimension, string | undefined][]) {
    if (value === '') return null;
    if (value !== undefined) params.set(FILTER_OF[dimension] ?? dimension, value);
  }
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}
