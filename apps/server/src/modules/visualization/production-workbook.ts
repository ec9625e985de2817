import {
  type ProductionAnalysis,
  type ProductionChart,
  type ProductionYear,
  SCALE_CLASSES,
} from '@coal/contracts';
import ExcelJS from 'exceljs';
import { type Locale, type MessageKey, t } from '../../lib/i18n';

interface Column {
  title: string;
  value: (year: ProductionYear) => number | null;
  /** Shares and changes as percentages in Excel. */
  percent?: boolean;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The columns of each chart's sheet, after the year. */
function columnsOf(
  result: ProductionAnalysis,
  chart: ProductionChart,
  locale: Locale,
  statusLabel: (value: string) => string,
): Column[] {
  const m = (key: string, params?: Record<string, string | number>) =>
    t(locale, `production.${key}` as MessageKey, params);
  const scale = (c: string) => t(locale, `visualization.scale.${c}` as MessageKey);
  switch (chart) {
    case 'output':
      return [
        { title: m('col.output'), value: (y) => round(y.output) },
        { title: m('col.outputChange'), value: (y) => y.outputChange, percent: true },
        { title: m('col.outputMines'), value: (y) => y.outputMines },
      ];
    case 'prefecture': {
      const names = [...new Set(result.years.flatMap((y) => y.byPrefecture.map((p) => p.prefecture)))];
      return names.map((name) => ({
        title: name,
        value: (y) => round(y.byPrefecture.find((p) => p.prefecture === name)?.output ?? 0),
      }));
    }
    case 'capacity':
      return [
        ...SCALE_CLASSES.map((c) => ({
          title: m('col.capacityOf', { scale: scale(c) }),
          value: (y: ProductionYear) => round(y.byScale.find((s) => s.scaleClass === c)?.capacity ?? 0),
        })),
        { title: m('col.capacity'), value: (y) => round(y.capacity) },
        { title: m('col.capacityChange'), value: (y) => y.capacityChange, percent: true },
        ...SCALE_CLASSES.map((c) => ({
          title: m('col.minesOf', { scale: scale(c) }),
          value: (y: ProductionYear) => y.byScale.find((s) => s.scaleClass === c)?.mines ?? 0,
        })),
      ];
    case 'status': {
      const statuses = [...new Set(result.years.flatMap((y) => y.byStatus.map((s) => s.status)))].sort();
      return statuses.map((status) => ({
        title: status === '' ? m('unknownStatus') : statusLabel(status),
        value: (y) => y.byStatus.find((s) => s.status === status)?.mines ?? 0,
      }));
    }
    case 'share':
      return [
        { title: m('col.capacityShare'), value: (y) => y.largeMediumCapacityShare, percent: true },
        { title: m('col.mineShare'), value: (y) => y.largeMediumMineShare, percent: true },
      ];
    case 'openings':
      return [
        { title: m('col.opened'), value: (y) => y.opened },
        { title: m('col.closed'), value: (y) => y.closed },
      ];
  }
}

/** One chart's figures as one sheet: the area and span above, a line per year, a column per series. */
export async function writeProductionWorkbook(
  result: ProductionAnalysis,
  chart: ProductionChart,
  { locale, statusLabel }: { locale: Locale; statusLabel: (value: string) => string },
): Promise<{ fileName: string; data: Buffer }> {
  const title = t(locale, `production.chart.${chart}` as MessageKey);
  const area = result.county ?? result.prefecture ?? t(locale, 'production.province');
  const columns = columnsOf(result, chart, locale, statusLabel);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title);
  sheet.addRow([`${title}（${area}，${result.from}–${result.to}）`]).font = { bold: true };
  const head = sheet.addRow([t(locale, 'production.col.year'), ...columns.map((c) => c.title)]);
  head.font = { bold: true };
  for (const year of result.years) sheet.addRow([year.year, ...columns.map((c) => c.value(year))]);
  columns.forEach((column, i) => {
    const col = sheet.getColumn(i + 2);
    col.width = Math.max(12, column.title.length * 2);
    if (column.percent) col.numFmt = '0.0%';
  });
  sheet.getColumn(1).width = 8;
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 2 }];
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `${t(locale, 'production.title')}-${title}.xlsx`, data };
}
