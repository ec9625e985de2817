import type { RiskIndicatorId } from '@coal/contracts';
import { useRiskT } from '../risk-i18n';

/** An indicator's name as the risk model's pages write it. */
export function IndicatorName({ id }: { id: RiskIndicatorId }) {
  const { t } = useRiskT();
  return <>{t(`risk.indicator.${id}`)}</>;
}
