import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import { registerFieldLabels } from '../../lib/i18n';
import { recordAudit } from '../audit';
import { createDictRepository } from './dict.repository';
import { dictRoutes } from './dict.routes';
import { createDictService, type DictService, type DictServiceDeps, type DictStore } from './dict.service';

export type { DictService } from './dict.service';

const storeOf = (db: Executor): DictStore => ({
  dicts: createDictRepository(db),
  audit: (entry) => recordAudit(db, entry),
});

registerFieldLabels('zh-CN', { keyword: '关键词', status: '状态', overCode: '目标位置' });
registerFieldLabels('en-US', {
  dictType: 'dictionary type',
  dictLabel: 'label',
  dictLabelEn: 'English label',
  dictValue: 'value',
  keyword: 'keyword',
  status: 'status',
  overCode: 'target position',
});

export function createDict(
  db: Db,
  { bus, usage, usageByType }: Pick<DictServiceDeps, 'usage' | 'usageByType'> & { bus: ChangeBus },
): Promise<DictService> {
  return createDictService({
    store: storeOf(db),
    transaction: (work) => db.transaction((tx) => work(storeOf(tx))),
    bus,
    usage,
    usageByType,
  });
}

/** Reference dictionaries: read by every screen, edited by admins. */
export async function dictModule(app: FastifyInstance, { dict }: { dict: DictService }) {
  await app.register(dictRoutes, { dict });
}
