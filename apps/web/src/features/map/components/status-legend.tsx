import { formatNumber } from '@/lib/format-number';
import { useMapT } from '../map-i18n';
import type { StatusInfo } from '../model/mine-groups';

interface StatusLegendProps {
  statuses: readonly StatusInfo[];
  counts: ReadonlyMap<string, number>;
  hidden: readonly string[];
  onToggle: (status: string) => void;
}

/** The status legend: each status's colour and mine count; clicking one hides or shows its mines. */
export function StatusLegend({ statuses, counts, hidden, onToggle }: StatusLegendProps) {
  const { t, language } = useMapT();
  return (
    <div className="map-legend" role="group" aria-label={t('map.legend')}>
      {statuses.map((s) => {
        const on = !hidden.includes(s.value);
        return (
          <button
            key={s.value}
            type="button"
            className={`map-legend__item${on ? '' : ' map-legend__item--off'}`}
            aria-pressed={on}
            onClick={() => onToggle(s.value)}
          >
            <span className="map-legend__swatch" style={{ background: s.color }} aria-hidden />
            {t('map.legendItem', { label: s.label, count: formatNumber(counts.get(s.value) ?? 0, language) })}
          </button>
        );
      })}
    </div>
  );
}
