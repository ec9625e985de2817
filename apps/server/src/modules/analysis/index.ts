import type { FastifyInstance } from 'fastify';
import type { ChangeBus } from '../../lib/change-bus';
import { registerFieldLabels } from '../../lib/i18n';
import type { DictService } from '../dict';
import type { MineRepository } from '../mine';
import { analysisRoutes } from './analysis.routes';
import { createAnalysisService } from './analysis.service';

export { createAnalysisService, type AnalysisService } from './analysis.service';
export { quartilesOf } from './stats';

registerFieldLabels('zh-CN', {
  radiusKm: '半径',
  limit: '条数',
  nearMine: '中心煤矿',
  lat: '纬度',
  lng: '经度',
  county: '区县',
  seam: '煤层',
  seams: '煤层',
});
registerFieldLabels('en-US', {
  radiusKm: 'radius',
  limit: 'limit',
  nearMine: 'centre mine',
  lat: 'latitude',
  lng: 'longitude',
  county: 'county',
  seam: 'seam',
  seams: 'seams',
});

/** Surrounding analysis: neighbours, seam and coal-quality comparison with them, and area figures. */
export async function analysisModule(
  app: FastifyInstance,
  { mines, dict, bus }: { mines: MineRepository; dict: DictService; bus: ChangeBus },
) {
  await app.register(analysisRoutes, { analysis: createAnalysisService({ mines, dict, bus }) });
}
