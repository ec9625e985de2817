import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import type { DictService } from '../dict';
import type { MineRepository, MinesInBands } from '../mine';
import { createPivotRepository } from './pivot.repository';
import { createProductionAnalysisRepository } from './production-analysis.repository';
import { createProductionAnalysisService } from './production-analysis.service';
import { visualizationRoutes } from './visualization.routes';
import { createVisualizationService } from './visualization.service';

/** Data analysis: the production analysis and the pivot over every mine, aggregated in the database. */
export async function visualizationModule(
  app: FastifyInstance,
  {
    db,
    mines,
    dict,
    minesInBands,
    bus,
  }: {
    db: Executor;
    mines: MineRepository;
    dict: DictService;
    minesInBands: MinesInBands;
    bus: Pick<ChangeBus, 'on'>;
  },
) {
  const visualization = createVisualizationService({
    pivots: createPivotRepository(db, { minesInBands }),
    mines,
    dict,
  });
  const production = createProductionAnalysisService({
    analysis: createProductionAnalysisRepository(db),
    mines,
    dict,
    bus,
  });
  await app.register(visualizationRoutes, { visualization, production });
}
