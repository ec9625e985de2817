import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import { recordAudit } from '../audit';
import { createDictRepository } from './dict.repository';
import { dictRoutes } from './dict.routes';
import { createDictService, type DictService, type DictStore } from './dict.service';

export type { DictService } from './dict.service';

const storeOf = (db: Executor): DictStore => ({
  dicts: createDictRepository(db),
  audit: (entry) => recordAudit(db, entry),
});

export function createDict(
  db: Db,
  { bus, usage }: { bus: ChangeBus; usage: (dictType: string, dictValue: string) => Promise<number> },
): Promise<DictService> {
  return createDictService({
    store: storeOf(db),
    transaction: (work) => db.transaction((tx) => work(storeOf(tx))),
    bus,
    usage,
  });
}

/** Reference dictionaries: read by every screen, edited by admins. */
export async function dictModule(app: FastifyInstance, { dict }: { dict: DictService }) {
  await app.register(dictRoutes, { dict });
}
