import type { ECharts } from 'echarts/core';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { EChart } from '@/components/echart/echart';
import { useAnalysisT } from '../analysis-i18n';
import { useBoundaries } from '../api/get-boundaries';
import { pickerHalfSpanKm, pointPickerOption, roundCoordinate } from '../model/point-picker';
import { useAnalysisLook } from './use-analysis-look';

const SIZE = 300;

/** A small map around the chosen point: a click anywhere on it moves the point there (WGS84, as stored). */
export function PointPicker({
  lat,
  lng,
  radiusKm,
  onPick,
}: {
  lat: number;
  lng: number;
  radiusKm: number;
  onPick: (lat: number, lng: number) => void;
}) {
  const { t } = useAnalysisT();
  const { colors } = useAnalysisLook();
  // Outlines as far as the picker reaches (the boundaries call allows up to 100 km).
  const boundaries = useBoundaries({
    lat,
    lng,
    radiusKm: Math.min(100, Math.ceil(pickerHalfSpanKm(radiusKm) * 1.5)),
  });
  const option = useMemo(
    () =>
      pointPickerOption({
        lat,
        lng,
        radiusKm,
        counties: boundaries.data ?? [],
        colors,
        labels: { point: t('analysis.area.byPoint'), ring: t('analysis.ring') },
      }),
    [lat, lng, radiusKm, boundaries.data, colors, t],
  );
  const pick = useRef(onPick);
  useLayoutEffect(() => {
    pick.current = onPick;
  });
  const listen = (chart: ECharts) => {
    chart.getZr().on('click', (event) => {
      const at = chart.convertFromPixel({ gridIndex: 0 }, [event.offsetX, event.offsetY]) as
        number[] | undefined;
      if (at && Number.isFinite(at[0]) && Number.isFinite(at[1]))
        pick.current(roundCoordinate(at[1]!), roundCoordinate(at[0]!));
    });
  };
  return (
    <figure className="area-picker">
      <div className="area-picker__canvas" style={{ width: SIZE, maxWidth: '100%' }}>
        <EChart
          option={option}
          height={SIZE}
          label={t('analysis.area.pickerLabel', { latitude: lat, longitude: lng })}
          onReady={listen}
        />
      </div>
      <figcaption className="area-picker__hint">{t('analysis.area.pickerHint')}</figcaption>
    </figure>
  );
}
