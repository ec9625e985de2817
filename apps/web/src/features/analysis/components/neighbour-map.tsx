import type { ComparedMine } from '@coal/contracts';
import { DICT_TYPES } from '@coal/contracts';
import { useMemo } from 'react';
import { EChart } from '@/components/echart/echart';
import { useAnalysisT } from '../analysis-i18n';
import { useBoundaries } from '../api/get-boundaries';
import { neighbourMapOption } from '../model/chart-options';
import { useAnalysisLook } from './use-analysis-look';

const MAP_SIZE = 320;

/** The subject, the radius ring and the neighbours coloured by status, over the local county outlines. */
export function NeighbourMap({ mines, radiusKm }: { mines: ComparedMine[]; radiusKm: number }) {
  const { t } = useAnalysisT();
  const { colors, label, statusColor } = useAnalysisLook();
  const subject = mines[0]!;
  const boundaries = useBoundaries({ lat: subject.lat, lng: subject.lng, radiusKm });
  const neighbours = mines.slice(1);
  const option = useMemo(
    () =>
      neighbourMapOption({
        subject,
        neighbours,
        radiusKm,
        counties: boundaries.data ?? [],
        statusColor,
        statusLabel: (s) => label(DICT_TYPES.productionStatus, s),
        labels: {
          subject: t('analysis.subject'),
          ring: t('analysis.ring'),
          km: t('analysis.radiusKm', { value: '' }).trim(),
        },
        colors,
      }),
    [subject, neighbours, radiusKm, boundaries.data, statusColor, label, t, colors],
  );
  const statuses = [...new Set(neighbours.map((n) => n.productionStatus))];
  return (
    <figure className="analysis-map" data-neighbours={neighbours.length}>
      <div className="analysis-map__canvas" style={{ maxWidth: MAP_SIZE }}>
        <EChart
          option={option}
          height={MAP_SIZE}
          label={t('analysis.mapLabel', { radius: radiusKm, count: neighbours.length })}
        />
      </div>
      <figcaption className="analysis-map__legend">
        <span className="analysis-map__key">
          <span className="analysis-map__pin" aria-hidden />
          {t('analysis.subject')}
        </span>
        {statuses.map((s) => (
          <span key={s} className="analysis-map__key">
            <span className="analysis-map__dot" style={{ background: statusColor(s) }} aria-hidden />
            {label(DICT_TYPES.productionStatus, s)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
