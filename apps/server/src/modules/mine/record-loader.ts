import { CHILD_ENTITIES, type MineDocuments } from '@coal/contracts';
import type { MineRepository, MineRow } from './mine.repository';
import { fromMineRow } from './record-mapping';
import type { MineRecord, RowValues } from './record-types';

export type RecordReader = Pick<MineRepository, 'findCompanies' | 'childRows' | 'documentsOf'>;

/** Everything stored about the given mines, in the import/export shape, keyed by mine id. */
export async function loadRecords(repo: RecordReader, rows: MineRow[]): Promise<Map<number, MineRecord>> {
  const ids = rows.map((r) => r.id);
  const companies = await repo.findCompanies(
    rows.map((r) => r.companyId).filter((id): id is number => id !== null),
  );
  const records = new Map<number, MineRecord>();
  for (const row of rows) {
    records.set(row.id, {
      mine: fromMineRow(row, row.companyId === null ? null : companies.get(row.companyId)),
      children: {},
      documents: {},
    });
  }
  for (const entity of CHILD_ENTITIES) {
    for (const { mineId, ...row } of await repo.childRows(entity, ids)) {
      const record = records.get(mineId);
      if (!record) continue;
      const clean: RowValues = { ...row };
      delete clean.id;
      delete clean.sort;
      (record.children[entity] ??= []).push(clean);
    }
  }
  for (const doc of await repo.documentsOf(ids)) {
    const record = records.get(doc.mineId);
    if (record) Object.assign(record.documents, doc.data as MineDocuments);
  }
  return records;
}
