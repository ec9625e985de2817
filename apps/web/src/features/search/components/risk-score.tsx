import type { MineSearchRow } from '@coal/contracts';
import { RiskBandTag } from '@/components/risk-band-tag';
import { formatNumber } from '@/lib/format-number';
import { useSearchT } from '../search-i18n';

/** The risk model's current score with its band, or 未评分 while the mine has none. */
export function RiskScore({ row }: { row: Pick<MineSearchRow, 'riskScore' | 'riskBand'> }) {
  const { t, language } = useSearchT();
  if (row.riskScore === null || row.riskBand === null)
    return <span className="risk-score risk-score--none">{t('search.unscored')}</span>;
  return (
    <span className="risk-score">
      <span className="risk-score__value">{formatNumber(row.riskScore, language, 1)}</span>
      <RiskBandTag band={row.riskBand} label={t('search.bandShort', { band: row.riskBand })} />
    </span>
  );
}
