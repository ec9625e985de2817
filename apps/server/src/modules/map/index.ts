import type { FastifyInstance } from 'fastify';
import type { MineRepository, MineSnapshots } from '../mine';
import { mapRoutes } from './map.routes';
import { createMapService, type RiskBandProvider } from './map.service';

export { type RiskBandProvider } from './map.service';
export { toDisplay } from './display-coords';

/** The province map: every filtered mine in one compact list, a mine's card, and the boundaries. */
export async function mapModule(
  app: FastifyInstance,
  {
    snapshots,
    mines,
    riskBand,
  }: { snapshots: MineSnapshots; mines: MineRepository; riskBand?: RiskBandProvider },
) {
  await app.register(mapRoutes, { map: createMapService({ snapshots, mines, riskBand }) });
}
