import { type NameSearchRow, placeName } from '@coal/contracts';
import { RightOutlined } from '@ant-design/icons';
import type { DictEntry } from '@/lib/dict';
import { StatusTag } from '@/components/status-tag';
import { formatNumber } from '@/lib/format-number';
import { mineHref } from '@/lib/mine/mine-links';
import { Highlight } from './highlight';
import { useMineSearchT } from './modal-i18n';

interface MineResultOptionProps {
  id: string;
  row: NameSearchRow;
  term: string;
  active: boolean;
  status: DictEntry | undefined;
  onHover: () => void;
  onOpened: () => void;
}

/** One match: a link that opens the mine's profile in a new tab. */
export function MineResultOption({
  id,
  row,
  term,
  active,
  status,
  onHover,
  onOpened,
}: MineResultOptionProps) {
  const { t, language } = useMineSearchT();
  const matchLabel = (match: NameSearchRow) =>
    match.matchField === 'county'
      ? t('mineSearch.match.county', { county: placeName(match.county, language) })
      : match.matchField === 'alias'
        ? t('mineSearch.match.alias', { name: match.matchedName ?? '' })
        : t('mineSearch.match.name');
  return (
    <li role="none">
      <a
        id={id}
        role="option"
        aria-selected={active}
        tabIndex={-1}
        href={mineHref(row.mineId)}
        target="_blank"
        rel="noopener noreferrer"
        className={`mine-option${active ? ' mine-option--active' : ''}`}
        onMouseMove={onHover}
        onClick={onOpened}
      >
        <span className="mine-option__main">
          <span className="mine-option__name">
            <Highlight text={row.mineName} term={term} />
          </span>
          <span className="mine-option__place">
            {placeName(row.prefecture, language)} · {placeName(row.county, language)}
            <span className="mine-option__match">{matchLabel(row)}</span>
          </span>
        </span>
        <StatusTag tone={status?.tone ?? 'gray'}>{status?.label ?? row.productionStatus}</StatusTag>
        <span className="mine-option__capacity">
          {t('mineSearch.capacity', { value: formatNumber(row.capacity, language) })}
        </span>
        <span className="visually-hidden">{t('mineSearch.newTab')}</span>
        <RightOutlined className="mine-option__arrow" aria-hidden />
      </a>
    </li>
  );
}
