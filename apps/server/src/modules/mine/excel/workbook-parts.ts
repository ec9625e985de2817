import { posix } from 'node:path';
import { BadRequestError } from '../../../lib/errors';
import type { ZipParts } from './zip-parts';
import { parseXml } from './xml-events';

export interface WorkbookInfo {
  /** Sheets in workbook order, each with the zip path of its part. */
  sheets: { name: string; path: string | undefined }[];
  /** Dates count from 1904 instead of 1900 (workbooks from old Mac Excel). */
  date1904: boolean;
  sharedStrings: string | undefined;
  styles: string | undefined;
}

const damaged = () => new BadRequestError('import.corrupt');

/** Reads the package's relationships down to the workbook: its sheets and where its parts are. */
export async function readWorkbookInfo(zip: ZipParts): Promise<WorkbookInfo> {
  const root = await readRelationships(zip, '_rels/.rels', '');
  const workbook = [...root.values()].find((r) => r.type === 'officeDocument')?.target ?? 'xl/workbook.xml';
  const folder = posix.dirname(workbook);
  const relsPath = posix.join(folder, '_rels', `${posix.basename(workbook)}.rels`);
  const rels = await readRelationships(zip, relsPath, folder);
  const info: WorkbookInfo = {
    sheets: [],
    date1904: false,
    sharedStrings: [...rels.values()].find((r) => r.type === 'sharedStrings')?.target,
    styles: [...rels.values()].find((r) => r.type === 'styles')?.target,
  };
  await parseXml(
    zip.text(workbook),
    {
      open(name, attributes) {
        if (name === 'workbookPr') info.date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
        if (name !== 'sheet') return;
        // The relationship id is r:id, whatever prefix the writer bound to its namespace.
        const idKey = Object.keys(attributes).find((key) => key.endsWith(':id'));
        const path = idKey ? rels.get(attributes[idKey] ?? '')?.target : undefined;
        info.sheets.push({ name: attributes.name ?? '', path });
      },
    },
    damaged,
  );
  return info;
}

interface Relationship {
  /** The last segment of the relationship type, e.g. worksheet, sharedStrings, styles. */
  type: string;
  /** The target as a zip path. */
  target: string;
}

/** A .rels part as id → relationship; none when the part is missing. */
async function readRelationships(
  zip: ZipParts,
  path: string,
  folder: string,
): Promise<Map<string, Relationship>> {
  const relationships = new Map<string, Relationship>();
  if (!zip.has(path)) return relationships;
  await parseXml(
    zip.text(path),
    {
      open(name, attributes) {
        const { Id: id, Type: type, Target: target, TargetMode: mode } = attributes;
        if (name !== 'Relationship' || !id || !type || !target || mode === 'External') return;
        const resolved = target.startsWith('/') ? target.slice(1) : posix.join(folder, target);
        relationships.set(id, { type: type.slice(type.lastIndexOf('/') + 1), target: resolved });
      },
    },
    damaged,
  );
  return relationships;
}

/** Built-in number formats that show dates or times, including the Chinese ones (27–36, 50–58). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** A custom format shows a date when, outside quoted text and [colour/locale] tags, it has date letters. */
function isDateFormatCode(code: string): boolean {
  return /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** Reads xl/styles.xml: for each cell style (the s attribute of a cell), whether it shows a date. */
export async function readDateStyles(chunks: AsyncIterable<string>): Promise<boolean[]> {
  const customFormats = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellStyles = false;
  await parseXml(
    chunks,
    {
      open(name, attributes) {
        if (name === 'numFmt') customFormats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
        else if (name === 'cellXfs') inCellStyles = true;
        else if (name === 'xf' && inCellStyles) styleFormats.push(Number(attributes.numFmtId ?? 0));
      },
      close(name) {
        if (name === 'cellXfs') inCellStyles = false;
      },
    },
    damaged,
  );
  return styleFormats.map((id) => {
    const custom = customFormats.get(id);
    return custom === undefined ? DATE_FORMAT_IDS.has(id) : isDateFormatCode(custom);
  });
}
