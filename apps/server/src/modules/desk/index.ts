import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import type { MineRepository } from '../mine';
import { createDeskRepository } from './desk.repository';
import type { DeskRiskReader } from './desk-risk';
import { deskRoutes } from './desk.routes';
import { createDeskService, type DeskService } from './desk.service';

export type { DeskService } from './desk.service';
export { activityHook } from './activity-hook';

export function createDesk(db: Db, mines: MineRepository, bus: ChangeBus): DeskService {
  return createDeskService({ desk: createDeskRepository(db), mines, bus });
}

/** The user's desk: follows, recent views and licence expiries of followed mines. */
export async function deskModule(
  app: FastifyInstance,
  { desk, risk }: { desk: DeskService; risk?: DeskRiskReader },
) {
  app.addHook('onClose', () => desk.flushViews());
  await app.register(deskRoutes, { desk, risk });
}
