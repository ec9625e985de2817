import {
  RISK_BAND_NAMES_ZH,
  RISK_UNSCORED_ZH,
  type RiskBand,
  type RiskUnscoredReason,
} from '@coal/contracts';
import type { MineRecord } from './record-types';

/** A mine's score as every page labels it, or why it has none (the risk model answers). */
export interface MineRiskLabels {
  labelOf(mineId: number): Promise<{
    score: { value: number; band: RiskBand; version: number; computedAt: string } | null;
    unscored: RiskUnscoredReason | null;
  }>;
}

/**
 * Fills the mine sheet's read-only risk columns: score, band with its name, weight set and time, or
 * blank with the reason the mine is not scored.
 */
export async function addRiskColumns(
  records: Map<number, MineRecord>,
  risk: MineRiskLabels | undefined,
): Promise<void> {
  if (!risk) return;
  for (const [mineId, record] of records) {
    const { score, unscored } = await risk.labelOf(mineId);
    Object.assign(record.mine, {
      riskScore: score?.value ?? null,
      riskBand: score ? `${score.band} ${RISK_BAND_NAMES_ZH[score.band]}` : null,
      riskSetVersion: score?.version ?? null,
      riskComputedAt: score?.computedAt ?? null,
      riskUnscored: unscored ? RISK_UNSCORED_ZH[unscored] : null,
    });
  }
}
