import type { FastifyInstance } from 'fastify';
import type { MineRepository, MineSnapshots } from '../mine';
import type { RiskBandReader } from '../risk';
import { mapRoutes } from './map.routes';
import { createMapService } from './map.service';

export { toDisplay } from './display-coords';

/** The province map: every filtered mine in one compact list, a mine's card, and the boundaries. */
export async function mapModule(
  app: FastifyInstance,
  { snapshots, mines, risk }: { snapshots: MineSnapshots; mines: MineRepository; risk?: RiskBandReader },
) {
  await app.register(mapRoutes, { map: createMapService({ snapshots, mines, risk }) });
}
