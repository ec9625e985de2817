import type { MineSearchRow } from '@coal/contracts';
import { RiskScoreLabel, RiskUnscoredLabel } from '@/components/risk-score-label';

/** The risk model's current score with its band, or why the mine has none (closed: 注销). */
export function RiskScore({
  row,
}: {
  row: Pick<MineSearchRow, 'riskScore' | 'riskBand'> & { productionStatus?: string };
}) {
  if (row.riskScore === null || row.riskBand === null)
    return <RiskUnscoredLabel reason={row.productionStatus === '5' ? 'closed' : null} />;
  return <RiskScoreLabel score={row.riskScore} band={row.riskBand} compact />;
}
