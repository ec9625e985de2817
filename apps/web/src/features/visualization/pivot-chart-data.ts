import type { PivotDimension, PivotMeasure, PivotResult } from '@coal/contracts';

/** The pivot seen by a chart: the first row dimension along the axis, each column combination a series. */
export interface PivotChartData {
  measure: PivotMeasure;
  categories: { value: string; label: string }[];
  series: { keys: Partial<Record<PivotDimension, string>>; label: string; values: number[] }[];
}

const SEPARATOR = '\u0000';

/**
 * Sums the server's cells over the row dimensions after the first (the cells partition the mines, so these
 * sums are exact); categories largest first when the table is sorted by the measure, else in the
 * dimension's natural order, as the table shows them.
 */
export function pivotChartData(
  result: PivotResult,
  measure: PivotMeasure,
  valueLabel: (dimension: PivotDimension, value: string) => string,
  sorted = true,
): PivotChartData {
  const axis = result.rows[0];
  const seriesKey = (keys: Record<string, string>) => result.cols.map((d) => keys[d] ?? '').join(SEPARATOR);
  const sums = new Map<string, Map<string, number>>();
  const categoryTotals = new Map<string, number>();
  for (const cell of result.cells) {
    const category = axis ? (cell.keys[axis] ?? '') : '';
    const series = seriesKey(cell.keys);
    const value = cell.values[measure] ?? 0;
    const row = sums.get(series) ?? new Map<string, number>();
    row.set(category, (row.get(category) ?? 0) + value);
    sums.set(series, row);
    categoryTotals.set(category, (categoryTotals.get(category) ?? 0) + value);
  }
  const natural = (dimension: PivotDimension | undefined, value: string) => {
    const i = dimension ? (result.order[dimension]?.indexOf(value) ?? -1) : -1;
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  const categories = [...categoryTotals]
    .sort((a, b) =>
      sorted ? b[1] - a[1] || a[0].localeCompare(b[0], 'zh-CN') : natural(axis, a[0]) - natural(axis, b[0]),
    )
    .map(([value]) => ({ value, label: axis ? valueLabel(axis, value) : '' }));
  const seriesRank = (key: string) => key.split(SEPARATOR).map((v, i) => natural(result.cols[i], v));
  const series = [...sums.keys()]
    .sort((a, b) => {
      const [x, y] = [seriesRank(a), seriesRank(b)];
      const i = x.findIndex((r, k) => r !== y[k]);
      return i < 0 ? a.localeCompare(b, 'zh-CN') : x[i]! - y[i]!;
    })
    .map((key) => {
      const values = key.split(SEPARATOR);
      const keys = Object.fromEntries(result.cols.map((d, i) => [d, values[i] ?? '']));
      return {
        keys,
        label: result.cols.map((d, i) => valueLabel(d, values[i] ?? '')).join(' / '),
        values: categories.map((c) => Math.round((sums.get(key)?.get(c.value) ?? 0) * 100) / 100),
      };
    });
  return { measure, categories, series };
}
