import type { ProvinceOverview } from '@coal/contracts';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format-number';
import { usePlaceName } from '@/lib/place-name';
import { useHomeT } from '../home-i18n';
import type { SearchLink } from '../search-link';

/** One link per prefecture into the search page with that prefecture applied. */
export function PrefectureShortcuts({
  overview,
  searchHref,
}: {
  overview: ProvinceOverview;
  searchHref: SearchLink;
}) {
  const { t, language } = useHomeT();
  const place = usePlaceName();
  return (
    <nav aria-label={t('home.shortcuts.byPrefecture')}>
      <ul className="home-shortcuts">
        <li>
          <Link to={searchHref({})} className="home-shortcut home-shortcut--all">
            {t('home.shortcuts.item', {
              label: t('home.shortcuts.all'),
              count: formatNumber(overview.mines, language),
            })}
          </Link>
        </li>
        {overview.byPrefecture.map((p) => (
          <li key={p.value}>
            <Link to={searchHref({ prefecture: [p.value] })} className="home-shortcut">
              {t('home.shortcuts.item', { label: place(p.label), count: formatNumber(p.mines, language) })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
