import {
  type ComparedMine,
  type CompassPoint,
  DICT_TYPES,
  type QualityComparison,
  type Quartiles,
  type SeamComparison,
} from '@coal/contracts';
import ExcelJS from 'exceljs';
import type { DictLookup } from '../mine';

type Cell = string | number | null;

const BEARING_ZH: Record<CompassPoint, string> = {
  N: '北',
  NE: '东北',
  E: '东',
  SE: '东南',
  S: '南',
  SW: '西南',
  W: '西',
  NW: '西北',
};
const NO_DATA = '暂无数据';

function addSheet(workbook: ExcelJS.Workbook, name: string, headers: string[], rows: Cell[][]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }] });
  sheet.addRow(headers).font = { bold: true };
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(30, Math.max(10, (headers[i]?.length ?? 4) * 2 + 2));
  });
  for (const row of rows) sheet.addRow(row);
}

const MINE_HEADERS = [
  '矿井名称',
  '矿井编码',
  '距离（km）',
  '方位',
  '生产状态',
  '核定产能（万吨/年）',
  '煤类',
  '瓦斯等级',
  '采矿权人',
];

function mineCells(mine: ComparedMine, dicts: DictLookup): Cell[] {
  const label = (type: string, value: string | null) => (value ? dicts.label(type, value) : null);
  return [
    mine.distanceKm === null ? `${mine.mineName}（本矿）` : mine.mineName,
    mine.mineCode,
    mine.distanceKm,
    mine.bearing ? BEARING_ZH[mine.bearing] : null,
    label(DICT_TYPES.productionStatus, mine.productionStatus),
    mine.capacity,
    label(DICT_TYPES.coalRank, mine.coalRank),
    label(DICT_TYPES.gasGrade, mine.gasGrade),
    mine.company,
  ];
}

const STAT_HEADERS = ['样本数', '最小值', '下四分位数', '中位数', '上四分位数', '最大值'];
const statCells = (q: Quartiles | null): Cell[] =>
  q ? [q.n, q.min, q.q1, q.median, q.q3, q.max] : [0, null, null, null, null, null];

/** The seam comparison as the page shows it: neighbours, the mines × seams matrix, the per-seam figures. */
export async function seamWorkbook(data: SeamComparison, dicts: DictLookup): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  addSheet(
    workbook,
    '周边煤矿',
    MINE_HEADERS,
    data.mines.map((m) => mineCells(m, dicts)),
  );
  const seamHeaders = data.seams.flatMap((s) => [
    `${s.label} 平均厚度（m）`,
    `${s.label} 厚度范围（m）`,
    `${s.label} 倾角（°）`,
    `${s.label} 稳定性`,
  ]);
  addSheet(
    workbook,
    '煤层对比',
    ['矿井名称', '距离（km）', ...seamHeaders],
    data.mines.map((mine) => [
      mine.distanceKm === null ? `${mine.mineName}（本矿）` : mine.mineName,
      mine.distanceKm,
      ...data.seams.flatMap((s): Cell[] => {
        const cell = mine.cells[s.seam];
        if (!mine.hasRecords) return [NO_DATA, null, null, null];
        if (!cell) return ['未见', null, null, null];
        const range =
          cell.thicknessMin !== null && cell.thicknessMax !== null
            ? `${cell.thicknessMin}–${cell.thicknessMax}`
            : null;
        return [cell.thicknessAvg, range, cell.dip, cell.stability];
      }),
    ]),
  );
  addSheet(
    workbook,
    '煤层统计',
    ['煤层', '周边煤矿中出现', '本矿平均厚度（m）', ...STAT_HEADERS.map((h) => `周边平均厚度${h}`)],
    data.seams.map((s) => [
      s.label,
      `${s.presentIn}/${data.neighbourCount}`,
      s.subject?.thicknessAvg ?? null,
      ...statCells(s.thickness),
    ]),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const QUALITY_HEADERS: [keyof QualityComparison['mines'][number]['rows'][number], string][] = [
  ['mad', '空气干燥基水分 Mad（%）'],
  ['ad', '干燥基灰分 Ad（%）'],
  ['vdaf', '干燥无灰基挥发分 Vdaf（%）'],
  ['std', '干燥基全硫 St,d（%）'],
  ['qgrd', '干燥基高位发热量 Qgr,d（MJ/kg）'],
  ['g', '粘结指数 G'],
];
export const INDICATOR_ZH: Record<string, string> = Object.fromEntries(QUALITY_HEADERS);

/** The coal-quality comparison as the page shows it: one row per mine and seam, then the figures. */
export async function qualityWorkbook(data: QualityComparison, dicts: DictLookup): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const label = (type: string, value: string | null) => (value ? dicts.label(type, value) : null);
  addSheet(
    workbook,
    '煤质对比',
    [
      '矿井名称',
      '距离（km）',
      '方位',
      '煤层',
      ...QUALITY_HEADERS.map(([, h]) => h),
      '煤类',
      '灰分等级',
      '硫分等级',
      '发热量等级',
    ],
    data.mines.flatMap((mine): Cell[][] => {
      const name = mine.distanceKm === null ? `${mine.mineName}（本矿）` : mine.mineName;
      const head: Cell[] = [name, mine.distanceKm, mine.bearing ? BEARING_ZH[mine.bearing] : null];
      if (!mine.rows.length) return [[...head, NO_DATA]];
      return mine.rows.map((row) => [
        ...head,
        row.label,
        ...QUALITY_HEADERS.map(([key]) => row[key]),
        label(DICT_TYPES.coalRank, row.coalRank),
        label(DICT_TYPES.ashGrade, row.ashGrade),
        label(DICT_TYPES.sulfurGrade, row.sulfurGrade),
        label(DICT_TYPES.calorificGrade, row.calorificGrade),
      ]);
    }),
  );
  addSheet(
    workbook,
    '煤质统计',
    ['指标', '本矿', ...STAT_HEADERS.map((h) => `周边${h}`)],
    data.indicators.map((i) => [INDICATOR_ZH[i.key] ?? i.key, i.subject, ...statCells(i.neighbours)]),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
