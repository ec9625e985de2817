import { ANALYSIS_RADIUS, RADIUS_PRESETS_KM } from '@coal/contracts';
import { Segmented, Slider } from 'antd';
import { useState } from 'react';
import { useAnalysisT } from '../analysis-i18n';

/** Presets 5/10/20/50 km and a slider for any radius in range; the slider applies when released. */
export function RadiusControl({ value, onChange }: { value: number; onChange: (radiusKm: number) => void }) {
  const { t } = useAnalysisT();
  const [dragging, setDragging] = useState<number | null>(null);
  const preset = (RADIUS_PRESETS_KM as readonly number[]).includes(value) ? value : null;
  return (
    <div className="analysis-radius" role="group" aria-label={t('analysis.radius')}>
      <span className="analysis-radius__label">{t('analysis.radius')}</span>
      <Segmented
        value={preset ?? ''}
        options={RADIUS_PRESETS_KM.map((km) => ({ value: km, label: t('analysis.radiusKm', { value: km }) }))}
        onChange={(km) => onChange(Number(km))}
      />
      <Slider
        className="analysis-radius__slider"
        min={ANALYSIS_RADIUS.min}
        max={ANALYSIS_RADIUS.max}
        value={dragging ?? value}
        onChange={(km) => setDragging(km)}
        onChangeComplete={(km) => {
          setDragging(null);
          if (km !== value) onChange(km);
        }}
        tooltip={{ formatter: (km) => t('analysis.radiusKm', { value: km ?? '' }) }}
        aria-label={t('analysis.radiusSlider')}
      />
      <span className="analysis-radius__value">{t('analysis.radiusKm', { value: dragging ?? value })}</span>
    </div>
  );
}
