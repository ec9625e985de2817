import type { MineSearchRow, RiskScoreSet } from '@coal/contracts';
import { RiskScoreLabel, RiskUnscoredLabel } from '@/components/risk-score-label';

/**
 * The risk model's current score with its band, or why the mine has none (closed: 注销); the weight set
 * and time of the list's scores, named once by the response, appear on hover.
 */
export function RiskScore({
  row,
  set,
}: {
  row: Pick<MineSearchRow, 'riskScore' | 'riskBand'> & { productionStatus?: string };
  set: RiskScoreSet;
}) {
  if (row.riskScore === null || row.riskBand === null)
    return <RiskUnscoredLabel reason={row.productionStatus === '5' ? 'closed' : null} />;
  return (
    <RiskScoreLabel
      score={row.riskScore}
      band={row.riskBand}
      version={set?.version}
      computedAt={set?.computedAt}
      compact
    />
  );
}
