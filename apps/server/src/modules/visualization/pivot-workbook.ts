import type { PivotDimension, PivotMeasure, PivotResult } from '@coal/contracts';
import ExcelJS from 'exceljs';
import { type MessageKey, t, type Locale } from '../../lib/i18n';

export interface PivotLabels {
  /** A stored value as people read it (dictionary label); the value itself when it has none. */
  value(dimension: PivotDimension, value: string): string;
}

const KEY_SEPARATOR = '\u0000';

/** A dimension value as the sheet shows it: classes and bands in words, coded values by their labels. */
function valueLabel(labels: PivotLabels, locale: Locale, dimension: PivotDimension, value: string): string {
  if (value === '') return t(locale, 'visualization.none');
  if (dimension === 'scaleClass') return t(locale, `visualization.scale.${value}` as MessageKey);
  if (dimension === 'riskBand') return t(locale, 'visualization.band', { band: value });
  return labels.value(dimension, value);
}

/** By year, output is each year's own, not last year's. */
export function measureTitle(
  locale: Locale,
  measure: PivotMeasure,
  year: number | null,
  byYear = false,
): string {
  if (byYear && measure === 'output') return t(locale, 'visualization.measure.outputByYear');
  return t(locale, `visualization.measure.${measure}` as MessageKey, { year: year ?? '' });
}

/**
 * The pivot as one sheet in its on-screen layout: one heading row per column dimension (merged across its
 * measures) and one of measures, row dimensions down the left, a total column at the right and a total row
 * at the bottom.
 */
export async function writePivotWorkbook(
  result: PivotResult,
  /** The column keys in their natural order (the cells come in the rows' order). */
  colOrder: string[][],
  labels: PivotLabels,
  locale: Locale,
): Promise<{ fileName: string; data: Buffer }> {
  const { rows, cols, measures, cells } = result;
  const key = (cell: PivotResult['cells'][number], dims: PivotDimension[]) =>
    dims.map((d) => cell.keys[d] ?? '').join(KEY_SEPARATOR);
  const rowKeys = [...new Set(cells.map((c) => key(c, rows)))];
  const colKeys = [...new Set(colOrder.map((values) => values.join(KEY_SEPARATOR)))];
  const byKey = new Map(cells.map((c) => [`${key(c, rows)}|${key(c, cols)}`, c.values]));
  const label = (dims: PivotDimension[], joined: string) =>
    joined === '' && !dims.length
      ? []
      : joined.split(KEY_SEPARATOR).map((value, i) => valueLabel(labels, locale, dims[i]!, value));

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t(locale, 'visualization.sheet'));
  const lead = Math.max(rows.length, 1);
  const headerRows = cols.length + 1;
  const totalTitle = t(locale, 'visualization.total');

  // Column headings: each column dimension's value over its measures, then the measures themselves.
  cols.forEach((dimension, level) => {
    const row = sheet.getRow(level + 1);
    row.getCell(lead).value = t(locale, `visualization.dim.${dimension}` as MessageKey);
    colKeys.forEach((colKey, c) => {
      const first = lead + 1 + c * measures.length;
      row.getCell(first).value = label(cols, colKey)[level] ?? '';
      if (measures.length > 1) sheet.mergeCells(level + 1, first, level + 1, first + measures.length - 1);
    });
    const totalFirst = lead + 1 + colKeys.length * measures.length;
    row.getCell(totalFirst).value = totalTitle;
    if (measures.length > 1)
      sheet.mergeCells(level + 1, totalFirst, level + 1, totalFirst + measures.length - 1);
  });
  const measureRow = sheet.getRow(headerRows);
  rows.forEach((dimension, i) => {
    measureRow.getCell(i + 1).value = t(locale, `visualization.dim.${dimension}` as MessageKey);
  });
  const groups = cols.length ? [...colKeys, null] : [null];
  groups.forEach((_, g) =>
    measures.forEach((measure, m) => {
      measureRow.getCell(lead + 1 + g * measures.length + m).value = measureTitle(
        locale,
        measure,
        result.outputYear,
        [...rows, ...cols].includes('year'),
      );
    }),
  );
  for (let r = 1; r <= headerRows; r++) sheet.getRow(r).font = { bold: true };

  // One line per row key: its cells under each column key, then its total over the columns.
  const figures = (rowKey: string | null) =>
    groups.flatMap((colKey) =>
      measures.map((measure) => {
        let sum = 0;
        for (const [k, values] of byKey) {
          const [r, c] = k.split('|') as [string, string];
          if ((rowKey === null || r === rowKey) && (colKey === null || c === colKey))
            sum += values[measure] ?? 0;
        }
        return Math.round(sum * 100) / 100;
      }),
    );
  for (const rowKey of rows.length ? rowKeys : []) sheet.addRow([...label(rows, rowKey), ...figures(rowKey)]);
  const totalLine = sheet.addRow([totalTitle, ...Array<string>(lead - 1).fill(''), ...figures(null)]);
  totalLine.font = { bold: true };
  sheet.views = [{ state: 'frozen', xSplit: lead, ySplit: headerRows }];
  sheet.columns.forEach((column, i) => {
    column.width = i < lead ? 16 : 14;
  });
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `${t(locale, 'visualization.sheet')}.xlsx`, data };
}
