import type { ProvinceOverview } from '@coal/contracts';
import { Link } from 'react-router';
import { StatusTag } from '@/components/status-tag';
import { toneOf } from '@/lib/dict';
import { formatNumber } from '@/lib/format-number';
import { useHomeT } from '../home-i18n';
import type { SearchLink } from '../search-link';

/** Mines and capacity per production status, each a shortcut into the search page. */
export function StatusBreakdown({
  overview,
  searchHref,
}: {
  overview: ProvinceOverview;
  searchHref: SearchLink;
}) {
  const { t, language } = useHomeT();
  const max = Math.max(1, ...overview.byStatus.map((b) => b.mines));
  return (
    <ul className="status-breakdown">
      {overview.byStatus.map((bucket) => {
        const tone = toneOf(bucket.color);
        return (
          <li key={bucket.value}>
            <Link
              to={searchHref({ productionStatus: [bucket.value] })}
              className="status-breakdown__row"
              aria-label={t('home.status.item', {
                label: bucket.label,
                mines: formatNumber(bucket.mines, language),
                capacity: formatNumber(bucket.capacity, language),
              })}
            >
              <StatusTag tone={tone}>{bucket.label}</StatusTag>
              <span className="status-breakdown__bar" aria-hidden>
                <span
                  className={`status-breakdown__fill status-breakdown__fill--${tone}`}
                  style={{ width: `${(bucket.mines / max) * 100}%` }}
                />
              </span>
              <span className="status-breakdown__mines">
                {t('home.status.mines', { count: formatNumber(bucket.mines, language) })}
              </span>
              <span className="status-breakdown__capacity">
                {t('home.hero.capacity', { value: formatNumber(bucket.capacity, language) })}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
