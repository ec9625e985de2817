import { AutoComplete, Input } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { StatusTag } from '@/components/status-tag';
import { formatNumber } from '@/lib/format-number';
import { mineHref } from '@/lib/mine/mine-links';
import { useMineNameSearch } from '@/lib/mine/name-search';
import { useStatusLabels } from '@/lib/mine/status-labels';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useHomeT } from '../home-i18n';
import type { SearchLink } from '../search-link';

const OPTION_PREFIX = 'mine:';

/** The portal's hero: a mine-name box with suggestions; Enter without a choice opens the search page. */
export function HeroSearch({ searchHref }: { searchHref: SearchLink }) {
  const { t, language } = useHomeT();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  // Enter on a highlighted suggestion also reaches the search box: the suggestion wins.
  const pendingSearch = useRef<number | undefined>(undefined);
  const term = useDebouncedValue(text.trim(), 200);
  const matches = useMineNameSearch(term, true);
  const statuses = useStatusLabels();
  const rows = text.trim() && matches.data ? matches.data.rows : [];

  const options = rows.map((row) => {
    const status = statuses?.get(row.productionStatus);
    const capacity = t('home.hero.capacity', { value: formatNumber(row.capacity, language) });
    const statusLabel = status?.label ?? row.productionStatus;
    // Found by something other than the name: say so (the county a name starts with, a former name).
    const matched =
      row.matchField === 'county'
        ? t('home.hero.matchCounty')
        : row.matchField === 'alias'
          ? t('home.hero.matchAlias', { name: row.matchedName ?? '' })
          : '';
    return {
      value: `${OPTION_PREFIX}${row.mineId}`,
      // The accessible name of the option (its value is only an internal key).
      'aria-label': `${row.mineName}，${row.prefecture} · ${row.county}，${statusLabel}，${capacity}`,
      label: (
        <div className="hero-option">
          <span className="hero-option__name">{row.mineName}</span>
          <span className="hero-option__place">
            {row.prefecture} · {row.county}
            {matched && ` · ${matched}`}
          </span>
          <StatusTag tone={status?.tone ?? 'gray'}>{statusLabel}</StatusTag>
          <span className="hero-option__capacity">{capacity}</span>
        </div>
      ),
    };
  });

  return (
    <AutoComplete
      className="hero-search"
      value={text}
      options={options}
      defaultActiveFirstOption={false}
      notFoundContent={term && matches.data && !matches.isPlaceholderData ? t('home.hero.noResult') : null}
      onChange={(value: string) => {
        if (!value.startsWith(OPTION_PREFIX)) setText(value);
      }}
      onSelect={(value: string) => {
        window.clearTimeout(pendingSearch.current);
        void navigate(mineHref(value.slice(OPTION_PREFIX.length)));
      }}
      popupMatchSelectWidth
      // Six rows need no virtual list; a real one gives every visible row its option role and name.
      virtual={false}
    >
      <Input.Search
        size="large"
        allowClear
        maxLength={100}
        aria-label={t('home.hero.search')}
        placeholder={t('home.hero.placeholder')}
        enterButton={t('home.hero.submit')}
        onSearch={(value, _event, info) => {
          if (info?.source === 'clear') return;
          const name = value.trim();
          pendingSearch.current = window.setTimeout(
            () => void navigate(searchHref(name ? { mineName: name } : {})),
            0,
          );
        }}
      />
    </AutoComplete>
  );
}
