import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import { recordAudit } from '../audit';
import type { DictService } from '../dict';
import { syncGroupRows } from '../company';
import { feedbackThreadMine } from '../feedback';
import { createMineHistoryRepository, createMineRepository, loadRegions } from '../mine';
import { createBatchEditService } from './batch-edit.service';
import { mineEditRoutes } from './mine-edit.routes';
import { createMineEditService } from './mine-edit.service';
import type { MineEditStore } from './mine-edit.store';

const storeOf = (db: Executor): MineEditStore => ({
  mines: createMineRepository(db),
  history: createMineHistoryRepository(db),
  audit: (entry) => recordAudit(db, entry),
  threadMine: (threadId) => feedbackThreadMine(db, threadId),
  syncGroups: () => syncGroupRows(db),
});

/**
 * The admins' edit of a mine's row (`/form/group`) and batch edit of several mines: the import's checks,
 * one transaction with its history set and audit row, then the same follow-up as an import's commit.
 * A module of its own because it uses both the mine module and the import's checks, which use the mines.
 */
export async function mineEditModule(
  app: FastifyInstance,
  {
    db,
    dict,
    bus,
    afterCommit,
  }: { db: Db; dict: DictService; bus: ChangeBus; afterCommit?: () => Promise<void> },
) {
  const deps = {
    store: storeOf(db),
    transaction: <T>(work: (store: MineEditStore) => Promise<T>) => db.transaction((tx) => work(storeOf(tx))),
    dict,
    regions: loadRegions,
    bus,
    afterCommit,
  };
  const edits = createMineEditService(deps);
  const batch = createBatchEditService({ ...deps, followUp: edits.followUp });
  await app.register(mineEditRoutes, { edits, batch });
}
