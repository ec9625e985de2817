import type { RiskBand } from '@coal/contracts';
import { StatusTag, type StatusTone } from '@/components/status-tag';
import { useRiskT } from '../risk-i18n';

// The app's own tags keep AA contrast in both themes; antd's preset colours do not.
const TONES: Record<RiskBand, StatusTone> = { A: 'green', B: 'blue', C: 'orange', D: 'red' };

export function BandTag({ band }: { band: RiskBand }) {
  const { t } = useRiskT();
  return <StatusTag tone={TONES[band]}>{t('risk.bandShort', { band })}</StatusTag>;
}
