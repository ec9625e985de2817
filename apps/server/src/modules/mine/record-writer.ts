import {
  CHILD_ENTITIES,
  type ChildEntity,
  type DocumentSubsection,
  type MineDocuments,
  sectionOfDocument,
} from '@coal/contracts';
import type { Regions } from './geo/geo-assets';
import type { ChildInsert, CompanyInsert, DocumentInsert, MineRepository } from './mine.repository';
import { toCompanyRow, toMineRow } from './record-mapping';
import type { MineRecord } from './record-types';

/** Documents of one mine grouped by profile section: one stored row per section. */
export function documentRows(mineId: number, documents: MineDocuments): DocumentInsert[] {
  const bySection = new Map<string, Record<string, unknown>>();
  for (const [id, doc] of Object.entries(documents)) {
    if (doc === undefined) continue;
    const section = sectionOfDocument(id as DocumentSubsection);
    bySection.set(section, { ...(bySection.get(section) ?? {}), [id]: doc });
  }
  return [...bySection.entries()].map(([section, data]) => ({ mineId, section, data }));
}

/** Companies named by the records, last one wins (a file may repeat a company on several mines). */
export async function saveCompanies(
  repo: Pick<MineRepository, 'upsertCompanies'>,
  records: MineRecord[],
): Promise<Map<string, number>> {
  const byName = new Map<string, CompanyInsert>();
  for (const record of records) {
    const company = toCompanyRow(record.mine);
    if (company) byName.set(company.name, company);
  }
  return repo.upsertCompanies([...byName.values()]);
}

export function childInserts(mineId: number, rows: MineRecord['children'][ChildEntity]): ChildInsert[] {
  return (rows ?? []).map((row, sort) => ({ ...row, mineId, sort }));
}

export type RecordWriter = Pick<
  MineRepository,
  'upsertCompanies' | 'insert' | 'insertChildren' | 'replaceDocuments'
>;

/** Inserts mines that do not exist yet, with all their rows: the demo load and the import's additions. */
export async function insertRecords(
  repo: RecordWriter,
  records: MineRecord[],
  regions: Regions,
  isSample: boolean,
): Promise<Map<string, number>> {
  const companyIds = await saveCompanies(repo, records);
  const ids = await repo.insert(
    records.map((r) => toMineRow(r.mine, regions, companyIds.get(String(r.mine.company)) ?? null, isSample)),
  );
  for (const entity of CHILD_ENTITIES) {
    await repo.insertChildren(
      entity,
      records.flatMap((r) => childInserts(ids.get(String(r.mine.code)) ?? 0, r.children[entity])),
    );
  }
  await repo.replaceDocuments(
    [],
    records.flatMap((r) => documentRows(ids.get(String(r.mine.code)) ?? 0, r.documents)),
  );
  return ids;
}
