import { DICT_TYPES, type DeskMine, type RiskScoreSet } from '@coal/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RiskScoreLabel, RiskUnscoredLabel } from '@/components/risk-score-label';
import { StatusTag } from '@/components/status-tag';
import { useDict } from '@/lib/dict';
import { useDeskT } from '../desk-i18n';
import { formatNumber } from '@/lib/format-number';

/**
 * One mine on the desk: name (to its profile), status, place, capacity and risk score (its set and time
 * on hover), plus what the panel adds.
 */
export function DeskMineItem({
  mine,
  riskSet,
  extra,
  aside,
}: {
  mine: DeskMine;
  riskSet: RiskScoreSet;
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
          {mine.riskScore !== null && mine.riskBand !== null ? (
            <RiskScoreLabel
              score={mine.riskScore}
              band={mine.riskBand}
              version={riskSet?.version}
              computedAt={riskSet?.computedAt}
              compact
            />
          ) : (
            <RiskUnscoredLabel reason={mine.productionStatus === '5' ? 'closed' : null} />
          )}
          {extra}
        </div>
      </div>
      {aside && <div className="desk-mine__aside">{aside}</div>}
    </li>
  );
}
