import { childEntityColumns, type ChildEntity, mineColumns } from '@coal/contracts';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { childHeaders, headerOf } from '../src/modules/mine';
import { call, type Session } from './helpers';

export type FixtureRow = (string | number | null)[];

/** The template's headers of these mine-sheet columns, as the template writes them (with units). */
const mineHeaders = (keys: string[]) =>
  keys.map((key) => headerOf(mineColumns.find((col) => col.key === key)!));

/** A child sheet's template headers: the mine code and name, then these columns. */
const childHeadersOf = (entity: ChildEntity, keys: string[]) =>
  childHeaders(entity).filter(
    (h, i) =>
      i < 2 || keys.some((key) => headerOf(childEntityColumns[entity].find((c) => c.key === key)!) === h),
  );

/** The mine sheet's columns most fixtures fill: who and where a mine is, its status, capacity and gas. */
export const MINE_HEADERS = mineHeaders([
  'code',
  'name',
  'prefecture',
  'county',
  'lat',
  'lng',
  'productionStatus',
  'capacity',
  'gasGrade',
]);

/** A new mine in 毕节市纳雍县 under MINE_HEADERS, its production status cell reading `status`. */
export const nayongMineRow = (code: string, status = '生产'): FixtureRow => [
  code,
  `测试${code}煤矿`,
  '毕节市',
  '纳雍县',
  26.78,
  105.38,
  status,
  45,
  '煤与瓦斯突出矿井',
];

/** The mine sheet's licence holder (采矿权人). */
export const COMPANY_HEADERS = mineHeaders(['company']);

/** A shareholder of the licence holder: who, person or company, and the holding. */
export const SHAREHOLDER_HEADERS = childHeadersOf('shareholders', ['name', 'holderType', 'percent']);

/** An accident: when, what kind, its grade and deaths. */
export const ACCIDENT_HEADERS = childHeadersOf('accidents', ['occurredOn', 'kind', 'grade', 'deaths']);

/** A seam and its mean thickness. */
export const SEAM_HEADERS = childHeadersOf('seams', ['seamNo', 'thicknessAvg']);

/** A workbook of fixture sheets, each given as its rows (a header row first, e.g. MINE_HEADERS). */
export async function fixtureBook(sheets: Record<string, FixtureRow[]>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) wb.addWorksheet(name).addRows(rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A multipart/form-data body carrying one file, as the import wizard sends it. */
export function multipart(fileName: string, data: Buffer) {
  const boundary = `----coal${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent(fileName)}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export interface UploadedJob {
  jobId: number;
  status: string;
  counts: Record<string, number>;
  problems: { sheet: string; row: number; column: string; message: string }[];
  preview: {
    mineId: string;
    action: string;
    changes: { column: string }[];
    sheets?: { sheet: string; added: number; removed: number }[];
  }[];
}

export function uploadFile(app: FastifyInstance, session: Session, fileName: string, data: Buffer) {
  const body = multipart(fileName, data);
  return call<{ data: UploadedJob }>(app, {
    method: 'POST',
    url: '/api/mine/import',
    headers: { ...session.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

export function commitJob(app: FastifyInstance, session: Session, jobId: number) {
  return call<{ data: { status: string; counts: Record<string, number> } }>(app, {
    method: 'POST',
    url: `/api/mine/import/jobs/${jobId}/commit`,
    headers: session.headers,
  });
}
