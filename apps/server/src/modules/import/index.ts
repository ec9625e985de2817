import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import { recordAudit } from '../audit';
import { syncGroupRows } from '../company';
import type { DictService } from '../dict';
import { createMineHistoryRepository, createMineRepository } from '../mine';
import type { TrackRun } from '../scheduler';
import { createImportJobRepository } from './import-job.repository';
import { importRoutes } from './import.routes';
import { createImportService, type ImportStore } from './import.service';

export { type FieldProblem, validateMineCell, validateMineFields } from './validate';

const storeOf = (db: Executor): ImportStore => ({
  mines: createMineRepository(db),
  jobs: createImportJobRepository(db),
  history: createMineHistoryRepository(db),
  audit: (entry) => recordAudit(db, entry),
  syncGroups: () => syncGroupRows(db),
});

/** When the latest import was committed (the metrics' data freshness); null before the first. */
export function newestImportAt(db: Executor): Promise<Date | null> {
  return createImportJobRepository(db).newestCommittedAt();
}

/** The admin's mine import: upload, validate, preview, commit in one transaction, job history. */
export async function importModule(
  app: FastifyInstance,
  {
    db,
    dict,
    bus,
    afterCommit,
    track,
  }: {
    db: Db;
    dict: DictService;
    bus: ChangeBus;
    afterCommit?: () => Promise<void>;
    /** Records each commit as a run of `mine.import`. */
    track?: TrackRun;
  },
) {
  const imports = createImportService({
    store: storeOf(db),
    transaction: (work) => db.transaction((tx) => work(storeOf(tx))),
    dict,
    bus,
    afterCommit,
    track,
  });
  await app.register(importRoutes, { imports });
}
