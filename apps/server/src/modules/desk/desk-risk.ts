import type { DeskMine, RiskBand, RiskScoreSet } from '@coal/contracts';
import type { DeskMineRow } from './desk.service';

/** The risk model's current scores as the desk reads them. */
export interface DeskRiskReader {
  bandOf(mineId: number): RiskBand | null;
  scoreOf(mineId: number): number | null;
  scoreSet(): RiskScoreSet;
}

/** Desk rows with each mine's current score and band, and the set and time those scores come from. */
export function withRisk(
  rows: DeskMineRow[],
  risk: DeskRiskReader | undefined,
): { rows: DeskMine[]; riskSet: RiskScoreSet } {
  return {
    rows: rows.map((row) => {
      const score = risk?.scoreOf(row.mineId) ?? null;
      const band = risk?.bandOf(row.mineId) ?? null;
      return {
        ...row,
        riskScore: score === null || band === null ? null : Math.round(score * 100) / 100,
        riskBand: score === null ? null : band,
      };
    }),
    riskSet: risk?.scoreSet() ?? null,
  };
}
