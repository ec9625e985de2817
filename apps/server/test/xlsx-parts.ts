import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import yazl from 'yazl';
import { columnName } from '../src/modules/mine';

export type CellInput = string | number | boolean | null;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One <row> of inline-string, number and boolean cells, as writers without a shared-string table emit it.
 * Without a row number the row and its cells carry no r attribute: readers count them in order.
 */
export function rowXml(row: number | undefined, cells: CellInput[], firstColumn = 1): string {
  const body = cells
    .map((value, i) => {
      const ref = row === undefined ? '' : ` r="${columnName(firstColumn + i)}${row}"`;
      if (value === null) return '';
      if (typeof value === 'number') return `<c${ref}><v>${value}</v></c>`;
      if (typeof value === 'boolean') return `<c${ref} t="b"><v>${value ? 1 : 0}</v></c>`;
      return `<c${ref} t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
    })
    .join('');
  return row === undefined ? `<row>${body}</row>` : `<row r="${row}">${body}</row>`;
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A worksheet part around rows given one by one, so a generator of a million rows streams through. */
export function* sheetXml(rows: Iterable<string>, afterSheetData = ''): Generator<string> {
  yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetData>`;
  let batch: string[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === 1000) {
      yield batch.join('');
      batch = [];
    }
  }
  yield `${batch.join('')}</sheetData>${afterSheetData}</worksheet>`;
}

export interface WorkbookParts {
  sheets: { name: string; xml: string | Iterable<string> }[];
  /** A whole xl/sharedStrings.xml part. */
  sharedStrings?: string;
  /** A whole xl/styles.xml part. */
  styles?: string;
  /** Extra children of <workbook> before <sheets>, e.g. <workbookPr date1904="1"/>. */
  workbookPr?: string;
}

/** Zips a minimal workbook; sheet XML is deflated as it is generated, so the test never holds it whole. */
export async function zipWorkbook(parts: WorkbookParts): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const rels = parts.sheets.map(
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  );
  if (parts.sharedStrings)
    rels.push(`<Relationship Id="rIdS" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>`);
  if (parts.styles) rels.push(`<Relationship Id="rIdT" Type="${REL_NS}/styles" Target="styles.xml"/>`);
  const add = (text: string, path: string) => zip.addBuffer(Buffer.from(text), path);
  add(
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    '[Content_Types].xml',
  );
  add(
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    '_rels/.rels',
  );
  const sheets = parts.sheets
    .map((s, i) => `<sheet name="${escapeXml(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  add(
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">${parts.workbookPr ?? ''}<sheets>${sheets}</sheets></workbook>`,
    'xl/workbook.xml',
  );
  add(
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
    'xl/_rels/workbook.xml.rels',
  );
  if (parts.sharedStrings) add(parts.sharedStrings, 'xl/sharedStrings.xml');
  if (parts.styles) add(parts.styles, 'xl/styles.xml');
  parts.sheets.forEach((sheet, i) => {
    const chunks = typeof sheet.xml === 'string' ? [sheet.xml] : sheet.xml;
    const stream = Readable.from(
      (function* () {
        for (const chunk of chunks) yield Buffer.from(chunk);
      })(),
    );
    zip.addReadStream(stream, `xl/worksheets/sheet${i + 1}.xml`);
  });
  zip.end();
  return buffer(zip.outputStream);
}

const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;

/** Rewrites every entry's declared uncompressed size in the central directory to 1 KB, as a hostile file would. */
export function understateSizes(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  const end = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || out.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) throw new Error('not a zip');
  const entries = out.readUInt16LE(end + 10);
  let at = out.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i++) {
    if (out.readUInt32LE(at) !== CENTRAL_HEADER) throw new Error('bad central directory');
    out.writeUInt32LE(1024, at + 24);
    at += 46 + out.readUInt16LE(at + 28) + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  return out;
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export async function multipartUpload(fileName: string, data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}
