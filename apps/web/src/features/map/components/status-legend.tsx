import { formatNumber } from '@/lib/format-number';
import { useMapT } from '../map-i18n';
import type { StatusInfo } from '../model/mine-groups';

interface StatusLegendProps {
  statuses: readonly StatusInfo[];
  /** Mines per status; undefined while the mines load. */
  counts: ReadonlyMap<string, number> | undefined;
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
            <span>{s.label}</span>
            {/* Present before the counts arrive (no 0 meanwhile), so their arrival widens nothing. */}
            <span className="map-legend__count">
              {counts && formatNumber(counts.get(s.value) ?? 0, language)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
