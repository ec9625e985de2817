import type { RiskBand } from '@coal/contracts';
import { Tag } from 'antd';
import { useRiskT } from '../risk-i18n';

const COLORS: Record<RiskBand, string> = { A: 'success', B: 'processing', C: 'warning', D: 'error' };

export function BandTag({ band }: { band: RiskBand }) {
  const { t } = useRiskT();
  return (
    <Tag color={COLORS[band]} className="risk-band-tag">
      {t('risk.bandShort', { band })}
    </Tag>
  );
}
