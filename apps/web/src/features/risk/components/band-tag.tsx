import type { RiskBand } from '@coal/contracts';
import { RiskBandTag } from '@/components/risk-band-tag';
import { useRiskT } from '../risk-i18n';

/** The band's letter with its name (低/较低/较高/高风险), so the letter's direction is never guessed. */
export function BandTag({ band }: { band: RiskBand }) {
  const { t } = useRiskT();
  return <RiskBandTag band={band} label={t(`risk.bandTag.${band}`)} />;
}
