import type { NameSearchRow } from '@coal/contracts';
import { SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Input, type InputRef, Spin } from 'antd';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { mineHref } from '@/lib/mine/mine-links';
import { nameSearchQuery, useMineNameSearch } from '@/lib/mine/name-search';
import { useStatusLabels } from '@/lib/mine/status-labels';
import { searchHref } from '../search-params';
import { useMineSearchT } from './modal-i18n';
import { MineResultOption } from './mine-result-option';

/** Debounce of the search-as-you-type, in ms. */
export const TYPEAHEAD_DELAY_MS = 200;

/** Input, matches and keyboard handling of the mine search dialog. */
export function MineSearchPanel({ onLeave }: { onLeave: () => void }) {
  const { t } = useMineSearchT();
  const listId = useId();
  const inputRef = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  // The keyboard cursor belongs to one result list: a new search starts with nothing chosen.
  const [cursor, setCursor] = useState({ term: '', index: -1 });
  const statuses = useStatusLabels();
  const typed = text.trim();
  const query = useMineNameSearch(typed ? term : '', true);
  const rows = typed && query.data ? query.data.rows : [];
  const active = cursor.term === term ? cursor.index : -1;
  const setActive = (next: (index: number) => number) => setCursor({ term, index: next(active) });

  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(typed), TYPEAHEAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    // Focus after the dialog's opening animation has placed it.
    const timer = window.setTimeout(() => inputRef.current?.focus(), 50);
    return () => window.clearTimeout(timer);
  }, []);

  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const openRow = (row: NameSearchRow | undefined) => {
    if (!row) return;
    window.open(mineHref(row.mineId), '_blank', 'noopener');
    onLeave();
  };
  // SPEC.md §2: Enter searches at once; with nothing chosen it opens the first match, or the search page
  // with the term when nothing matches.
  const openFirst = async (value: string) => {
    setTerm(value);
    const found = await queryClient.fetchQuery(nameSearchQuery(value)).catch(() => null);
    if (!found) return;
    if (found.rows[0]) openRow(found.rows[0]);
    else {
      void navigate(searchHref({ mineName: value }));
      onLeave();
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && rows.length) {
      event.preventDefault();
      setActive((i) => (i + 1) % rows.length);
    } else if (event.key === 'ArrowUp' && rows.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? rows.length - 1 : i - 1));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (active >= 0 && term === typed) openRow(rows[active]);
      else if (typed) void openFirst(typed);
    }
  };

  const expanded = rows.length > 0;
  return (
    <div className="mine-search">
      <Input
        ref={inputRef}
        size="large"
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        value={text}
        maxLength={100}
        placeholder={t('mineSearch.placeholder')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label={t('mineSearch.input')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 && expanded ? optionId(active) : undefined}
      />
      <div className="mine-search__body" aria-live="polite">
        {!typed && <p className="mine-search__hint">{t('mineSearch.hint')}</p>}
        {typed && query.isError && !query.isFetching && (
          <div className="mine-search__state">
            <span>{t('mineSearch.error')}</span>
            <Button size="small" onClick={() => void query.refetch()}>
              {t('mineSearch.retry')}
            </Button>
          </div>
        )}
        {typed && !query.data && query.isFetching && (
          <div className="mine-search__state">
            <Spin size="small" /> <span>{t('mineSearch.searching')}</span>
          </div>
        )}
        {typed && query.data && rows.length === 0 && !query.isPlaceholderData && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mineSearch.noResult', { term })} />
        )}
        {typed && query.data && (
          <p className="mine-search__count">
            {query.data.total > rows.length
              ? t('mineSearch.count', { count: query.data.total, shown: rows.length })
              : rows.length > 0 && t('mineSearch.countAll', { count: query.data.total })}
          </p>
        )}
      </div>
      <ul id={listId} role="listbox" aria-label={t('mineSearch.results')} className="mine-search__list">
        {rows.map((row, index) => (
          <MineResultOption
            key={row.mineId}
            id={optionId(index)}
            row={row}
            term={term}
            active={index === active}
            status={statuses?.get(row.productionStatus)}
            onHover={() => setActive(() => index)}
            onOpened={onLeave}
          />
        ))}
      </ul>
      <footer className="mine-search__footer">
        <span className="mine-search__keys">{t('mineSearch.keys')}</span>
        {typed && (
          <Link to={searchHref({ mineName: typed })} onClick={onLeave}>
            {t('mineSearch.advanced')}
          </Link>
        )}
      </footer>
    </div>
  );
}
