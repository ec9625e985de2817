import { Alert, Button } from 'antd';
import { useAnalysisT } from '../analysis-i18n';

/** No mine within the radius: say how far the nearest is, and offer the radius that has one. */
export function NoNeighbour({
  radiusKm,
  nearestKm,
  suggestedRadiusKm,
  onWiden,
}: {
  radiusKm: number;
  nearestKm: number | null;
  suggestedRadiusKm: number | null;
  onWiden: (radiusKm: number) => void;
}) {
  const { t } = useAnalysisT();
  return (
    <Alert
      type="info"
      showIcon
      title={t('analysis.noNeighbour', { radius: radiusKm })}
      description={
        nearestKm === null
          ? t('analysis.noNeighbourFar')
          : t('analysis.noNeighbourNearest', { km: nearestKm })
      }
      action={
        suggestedRadiusKm !== null && (
          <Button type="primary" size="small" onClick={() => onWiden(suggestedRadiusKm)}>
            {t('analysis.widen', { radius: suggestedRadiusKm })}
          </Button>
        )
      }
    />
  );
}
