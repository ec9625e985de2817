import type { RiskBand } from '@coal/contracts';
import { RiskBandTag } from '@/components/risk-band-tag';
import { useRiskT } from '../risk-i18n';

export function BandTag({ band }: { band: RiskBand }) {
  const { t } = useRiskT();
  return <RiskBandTag band={band} label={t('risk.bandShort', { band })} />;
}
