import { DataText } from '@/components/data-text';
import type { ProvinceOverview } from '@coal/contracts';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format-number';
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
              {t('home.shortcuts.item', { label: '\u0000', count: formatNumber(p.mines, language) })
                .split('\u0000')
                .map((part, i) => (i === 0 ? part : [<DataText key="name">{p.label}</DataText>, part]))}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
