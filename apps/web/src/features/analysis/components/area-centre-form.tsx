import { ANALYSIS_RADIUS } from '@coal/contracts';
import { Button, Cascader, InputNumber, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useMineNameSearch } from '@/lib/mine/name-search';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAnalysisT } from '../analysis-i18n';
import { useCountyTree } from '../api/get-area';
import type { AreaCentre } from '../model/area-url';
import { PointPicker } from './point-picker';
import { RadiusControl } from './radius-control';

type Kind = AreaCentre['kind'];

/** Chooses the area: a mine (typeahead), a county (address tree) or a point, and the radius. */
export function AreaCentreForm({
  centre,
  onApply,
}: {
  centre: AreaCentre | null;
  onApply: (centre: AreaCentre) => void;
}) {
  const { t } = useAnalysisT();
  const [kind, setKind] = useState<Kind>(centre?.kind ?? 'mine');
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term, 250);
  const names = useMineNameSearch(debounced, true);
  const counties = useCountyTree();
  const [mine, setMine] = useState<{ id: number; name: string } | null>(
    centre?.kind === 'mine' ? { id: centre.mineId, name: centre.label ?? String(centre.mineId) } : null,
  );
  const [county, setCounty] = useState<string | null>(centre?.kind === 'county' ? centre.county : null);
  const [lat, setLat] = useState<number | null>(centre?.kind === 'point' ? centre.lat : 26.6);
  const [lng, setLng] = useState<number | null>(centre?.kind === 'point' ? centre.lng : 106.7);
  const radiusKm = centre && centre.kind !== 'county' ? centre.radiusKm : ANALYSIS_RADIUS.default;
  const [radius, setRadius] = useState(radiusKm);

  const next: AreaCentre | null =
    kind === 'mine'
      ? mine
        ? { kind, mineId: mine.id, radiusKm: radius, label: mine.name }
        : null
      : kind === 'county'
        ? county
          ? { kind, county }
          : null
        : lat !== null && lng !== null
          ? { kind, lat, lng, radiusKm: radius }
          : null;

  return (
    <div className="area-form">
      <div className="area-form__row">
        <span className="analysis-radius__label">{t('analysis.area.centre')}</span>
        <Segmented<Kind>
          value={kind}
          onChange={setKind}
          options={[
            { value: 'mine', label: t('analysis.area.byMine') },
            { value: 'county', label: t('analysis.area.byCounty') },
            { value: 'point', label: t('analysis.area.byPoint') },
          ]}
        />
        {kind === 'mine' && (
          <Select
            showSearch={{ filterOption: false, onSearch: setTerm }}
            className="area-form__mine"
            placeholder={t('analysis.area.minePlaceholder')}
            aria-label={t('analysis.area.byMine')}
            value={mine?.id}
            labelRender={() => mine?.name}
            onChange={(id: number) => {
              const row = names.data?.rows.find((r) => r.mineId === id);
              if (row) setMine({ id, name: row.mineName });
            }}
            options={(names.data?.rows ?? []).map((r) => ({
              value: r.mineId,
              label: `${r.mineName}（${r.county}）`,
            }))}
            notFoundContent={null}
          />
        )}
        {kind === 'county' && (
          <Cascader
            className="area-form__county"
            placeholder={t('analysis.area.countyPlaceholder')}
            aria-label={t('analysis.area.byCounty')}
            options={counties.data ?? []}
            value={
              county
                ? [
                    counties.data?.find((p) => p.children.some((c) => c.value === county))?.value ?? '',
                    county,
                  ]
                : undefined
            }
            onChange={(path) => setCounty(path?.[1] ?? null)}
            showSearch
          />
        )}
        {kind === 'point' && (
          <>
            <InputNumber
              aria-label={t('analysis.area.lat')}
              addonBefore={t('analysis.area.lat')}
              min={-90}
              max={90}
              step={0.01}
              value={lat}
              onChange={setLat}
            />
            <InputNumber
              aria-label={t('analysis.area.lng')}
              addonBefore={t('analysis.area.lng')}
              min={-180}
              max={180}
              step={0.01}
              value={lng}
              onChange={setLng}
            />
          </>
        )}
      </div>
      {kind !== 'county' && <RadiusControl value={radius} onChange={setRadius} />}
      {kind === 'point' && (
        <PointPicker
          lat={lat ?? 26.6}
          lng={lng ?? 106.7}
          radiusKm={radius}
          onPick={(pickedLat, pickedLng) => {
            setLat(pickedLat);
            setLng(pickedLng);
          }}
        />
      )}
      <Button type="primary" disabled={!next} onClick={() => next && onApply(next)}>
        {t('analysis.area.apply')}
      </Button>
    </div>
  );
}
