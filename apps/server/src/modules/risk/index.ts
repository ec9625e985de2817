import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import { recordAudit } from '../audit';
import { type MineSnapshots, summariseRecords } from '../mine';
import type { TrackRun } from '../scheduler';
import { riskRoutes } from './risk.routes';
import { createRiskService, type NegativeNewsCount, type RiskService } from './risk.service';

export type { NegativeNewsCount, RiskService } from './risk.service';
export { INDICATORS, type IndicatorDef } from './indicators';
export { createRiskRepository, minesInBands } from './risk.repository';
export { DEFAULT_RISK_MODEL } from './default-model';
// The scoring run's steps, for the benches and tests that drive one run by hand.
export { factsOf } from './risk.service';
// The pure pipeline (facts and a weight set in; values, score, band, floor rule or the reason for none out).
export { applyFloors, evaluateMine, type FloorHit, scoreFacts, scoreMine, unscoredReason } from './scoring';
export { type RiskFacts } from './indicators';
export { writeScores } from './score-writer';

/**
 * The risk model: scores every mine at start, after every data change and on activation of a weight set.
 * `negativeNewsCount`, when given, adds the negative-news indicator (absent, not zero, without it).
 */
export function createRisk(
  database: Database,
  deps: {
    snapshots: MineSnapshots;
    bus: ChangeBus;
    negativeNewsCount?: NegativeNewsCount;
    /** Records each rescoring after a data change as a run of `risk.recompute`. */
    track?: TrackRun;
  },
): Promise<RiskService> {
  return createRiskService({
    database,
    db: database.db,
    snapshots: deps.snapshots,
    bus: deps.bus,
    summarise: summariseRecords,
    audit: recordAudit,
    negativeNewsCount: deps.negativeNewsCount,
    track: deps.track,
  });
}

/** A mine's current band for other modules (the map card, the mine list); null while it has no score. */
export type RiskBandReader = Pick<RiskService, 'bandOf' | 'scoreOf' | 'version' | 'scoreSet' | 'labelOf'>;

/** A mine's score as pages label it (the profile header). */
export type RiskLabelReader = Pick<RiskService, 'labelOf'>;

export async function riskModule(app: FastifyInstance, { risk }: { risk: RiskService }) {
  await app.register(riskRoutes, { risk });
}
