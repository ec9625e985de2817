import {
  type ChildEntity,
  childEntityColumns,
  type ColumnDef,
  DICT_TYPES,
  type DictData,
  documentColumns,
  mineColumns,
  SHEET_NAMES,
  SUBSECTIONS,
} from '@coal/contracts';
import ExcelJS from 'exceljs';
import { regionTree } from '../geo/geo-assets';
import type { MineRecord, RowValues } from '../record-types';
import { type DictLookup, headerOf, toCell } from './cells';

const MINE_CODE_HEADER = '矿井编码';
const MINE_NAME_HEADER = '矿井名称';

function addSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  headers: string[],
  rows: (string | number | null)[][],
) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(headers).font = { bold: true };
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(40, Math.max(10, (headers[i]?.length ?? 4) * 2 + 2));
  });
  for (const row of rows) sheet.addRow(row);
  return sheet;
}

/** Child sheets start with the mine code (the key) and the mine name (for people; ignored on import). */
export const childHeaders = (entity: ChildEntity) => [
  MINE_CODE_HEADER,
  MINE_NAME_HEADER,
  ...childEntityColumns[entity].map(headerOf),
];

export interface WorkbookOptions {
  /** Which sheets to write; every entity when absent. */
  sheets?: ('mine' | ChildEntity | 'documents')[];
  /** Adds the dictionary, region and instructions sheets (the template and whole-mine exports). */
  reference?: boolean;
  /** The mine sheet's columns after the code and the name (a register's chosen ones); all when absent. */
  mineColumns?: string[];
}

/** The code and the name first (what import keys on), then the chosen columns in their order. */
function chosenMineColumns(keys: string[] | undefined): ColumnDef[] {
  if (!keys) return mineColumns;
  const wanted = ['code', 'name', ...keys.filter((key) => key !== 'code' && key !== 'name')];
  return [...new Set(wanted)].flatMap((key) => mineColumns.find((col) => col.key === key) ?? []);
}

/** Mines in the import template's layout: what export writes, import reads back unchanged. */
export async function writeWorkbook(
  records: MineRecord[],
  dicts: DictLookup,
  byType: (type: string) => DictData[],
  options: WorkbookOptions = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '贵州煤矿大数据信息平台';
  const wanted = new Set(
    options.sheets ?? (['mine', ...Object.keys(childEntityColumns), 'documents'] as const),
  );
  const cells = (cols: ColumnDef[], row: RowValues) => cols.map((c) => toCell(c, row[c.key], dicts));

  if (wanted.has('mine')) {
    const cols = chosenMineColumns(options.mineColumns);
    addSheet(
      workbook,
      SHEET_NAMES.mine.zh,
      cols.map(headerOf),
      records.map((r) => cells(cols, r.mine)),
    );
  }
  for (const entity of Object.keys(childEntityColumns) as ChildEntity[]) {
    if (!wanted.has(entity)) continue;
    const cols = childEntityColumns[entity];
    const rows = records.flatMap((r) =>
      (r.children[entity] ?? []).map((row) => [
        String(r.mine.code),
        String(r.mine.name),
        ...cells(cols, row),
      ]),
    );
    addSheet(workbook, SHEET_NAMES[entity].zh, childHeaders(entity), rows);
  }
  if (wanted.has('documents')) {
    const rows = records.flatMap((r) =>
      Object.entries(r.documents).map(([id, doc]) => [
        String(r.mine.code),
        String(r.mine.name),
        id,
        SUBSECTIONS.find((s) => s.source.kind === 'document' && s.source.document === id)?.titleZh ?? id,
        JSON.stringify(doc),
      ]),
    );
    addSheet(
      workbook,
      SHEET_NAMES.documents.zh,
      [MINE_CODE_HEADER, MINE_NAME_HEADER, ...documentColumns.map(headerOf)],
      rows,
    );
  }
  if (options.reference) addReferenceSheets(workbook, byType);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function addReferenceSheets(workbook: ExcelJS.Workbook, byType: (type: string) => DictData[]) {
  const dictRows = Object.values(DICT_TYPES).flatMap((type) =>
    // Disabled items are refused by the import, so the sheet users fill from does not list them.
    byType(type)
      .filter((d) => d.status !== '1')
      .map((d) => [type, d.dictLabel, d.dictValue, d.remark]),
  );
  addSheet(workbook, '字典', ['字典类型', '标签（填写此列）', '键值', '说明'], dictRows);
  const regionRows = regionTree().flatMap((p) => p.children.map((c) => [p.label, c.label, c.code]));
  addSheet(workbook, '行政区划', ['市州', '区县', '区划代码'], regionRows);
  const notes: (string | number | null)[][] = [
    ['每个工作表第 1 行为表头，请勿修改表头；矿井编码是每座煤矿的唯一键，重复导入同一文件不会产生变化。'],
    ['「煤矿」表之外的工作表按矿井编码整体替换该矿的对应记录；文件中未出现的矿井不受影响。'],
    ['编码类字段填写「字典」表中的标签（也接受键值）；「市州」「区县」须与「行政区划」表一致。'],
    ['日期填写 YYYY-MM-DD；多个曾用名以「；」分隔；是否类字段填写 是/否。'],
    [
      `系统计算的只读列导出供查阅，导入时不读取：${Object.entries({
        mine: mineColumns,
        ...childEntityColumns,
      })
        .flatMap(([, cols]) => cols.filter((c) => c.derived).map((c) => c.zh))
        .join('、')}。`,
    ],
    ['带 * 的列必填：'],
    ...Object.entries({ mine: mineColumns, ...childEntityColumns }).map(([entity, cols]) => [
      `${SHEET_NAMES[entity as keyof typeof SHEET_NAMES].zh}：${cols
        .filter((c) => c.required)
        .map((c) => `*${c.zh}`)
        .join('、')}`,
    ]),
  ];
  addSheet(workbook, '填写说明', ['说明'], notes);
}
