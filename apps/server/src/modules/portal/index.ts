import type { FastifyInstance } from 'fastify';
import type { ChangeBus } from '../../lib/change-bus';
import type { DictService } from '../dict';
import type { MineRepository } from '../mine';
import { portalRoutes } from './portal.routes';
import { createPortalService } from './portal.service';

/** The public province figures of the home portal and the desk. */
export async function portalModule(
  app: FastifyInstance,
  { mines, dict, bus }: { mines: MineRepository; dict: DictService; bus: ChangeBus },
) {
  await app.register(portalRoutes, { portal: createPortalService({ mines, dict, bus }) });
}
