import { DICT_TYPES, type DeskMine } from '@coal/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusTag } from '@/components/status-tag';
import { useDict } from '@/lib/dict';
import { useDeskT } from '../desk-i18n';
import { formatNumber } from '@/lib/format-number';

/** One mine on the desk: name (to its profile), status, place and capacity, plus what the panel adds. */
export function DeskMineItem({
  mine,
  extra,
  aside,
}: {
  mine: DeskMine;
  extra?: ReactNode;
  aside?: ReactNode;
}) {
  const { t, language: locale } = useDeskT();
  const status = useDict(DICT_TYPES.productionStatus).data?.get(mine.productionStatus);
  return (
    <li className="desk-mine">
      <div className="desk-mine__main">
        <div className="desk-mine__title">
          <Link to={`/mine/${mine.mineId}`} className="desk-mine__name" lang="zh-CN">
            {mine.mineName}
          </Link>
          <StatusTag tone={status?.tone ?? 'gray'}>{status?.label ?? mine.productionStatus}</StatusTag>
        </div>
        <div className="desk-mine__meta">
          <span lang="zh-CN">
            {mine.prefecture} · {mine.county}
          </span>
          <span>{t('desk.capacity', { value: formatNumber(mine.capacity, locale) })}</span>
          {extra}
        </div>
      </div>
      {aside && <div className="desk-mine__aside">{aside}</div>}
    </li>
  );
}
