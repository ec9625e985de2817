import type { MineSearchRow, RiskScoreSet } from '@coal/contracts';
import { Pagination, Spin } from 'antd';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format-number';
import { mineHref } from '@/lib/mine/mine-links';
import { usePlaceName } from '@/lib/place-name';
import { useIsPhone } from '@/lib/use-is-phone';
import { useSearchT } from '../search-i18n';
import { PAGE_SIZES, type SearchState } from '../search-params';
import type { SearchDicts } from '../use-search-dicts';
import { MineStatus } from './mine-status';
import { RiskScore } from './risk-score';

interface ResultsCardsProps {
  rows: MineSearchRow[];
  total: number;
  /** The weight set and time of the rows' risk scores. */
  riskSet: RiskScoreSet;
  loading: boolean;
  state: SearchState;
  dicts: SearchDicts;
  onChange: (patch: Partial<SearchState>) => void;
}

/** The results as cards: name, status, place, capacity and the main conditions of each mine. */
export function ResultsCards({ rows, total, riskSet, loading, state, dicts, onChange }: ResultsCardsProps) {
  const { t, language } = useSearchT();
  const place = usePlaceName();
  // On a phone the full pager wraps onto a second line: the simple one (the toolbar shows the total).
  const phone = useIsPhone();
  const none = t('search.none');
  const label = (dict: SearchDicts[keyof SearchDicts], value: string | null) =>
    value === null ? none : (dict?.get(value)?.label ?? value);
  return (
    <Spin spinning={loading}>
      <ul className="result-cards" aria-label={t('search.results')}>
        {rows.map((row) => (
          <li key={row.mineId} className="result-card">
            <div className="result-card__head">
              <h3 className="result-card__name" lang="zh-CN">
                <Link to={mineHref(row.mineId)}>{row.mineName}</Link>
              </h3>
              <MineStatus value={row.productionStatus} dict={dicts.productionStatus} />
            </div>
            <p className="result-card__place">
              <span>
                {place(row.prefecture)} · {place(row.county)}
              </span>
              <span className="result-card__code">{t('search.card.code', { code: row.mineCode })}</span>
            </p>
            <p className="result-card__capacity">
              <span className="result-card__capacity-label">{t('search.card.capacity')}</span>
              <strong>{formatNumber(row.capacity, language)}</strong>
              <span>{t('search.card.capacityUnit')}</span>
            </p>
            <dl className="result-card__facts">
              <div>
                <dt>{t('search.card.gasGrade')}</dt>
                <dd>{label(dicts.gasGrade, row.gasGrade)}</dd>
              </div>
              <div>
                <dt>{t('search.card.complexity')}</dt>
                <dd>{label(dicts.complexity, row.complexity)}</dd>
              </div>
              <div>
                <dt>{t('search.card.coalRank')}</dt>
                <dd>{label(dicts.coalRank, row.coalRank)}</dd>
              </div>
              <div>
                <dt>{t('search.card.risk')}</dt>
                <dd>
                  <RiskScore row={row} set={riskSet} />
                </dd>
              </div>
            </dl>
            <p className="result-card__company" title={row.company ?? undefined}>
              {t('search.chip', { title: t('search.card.company'), value: row.company ?? none })}
            </p>
          </li>
        ))}
      </ul>
      <Pagination
        className="result-cards__pager"
        align="end"
        current={state.page}
        pageSize={state.size}
        total={total}
        simple={phone}
        showSizeChanger={!phone}
        pageSizeOptions={PAGE_SIZES.map(String)}
        showTotal={
          phone ? undefined : (count, [from, to]) => t('search.pageTotal', { from, to, total: count })
        }
        onChange={(page, size) => onChange({ page: size !== state.size ? 1 : page, size })}
      />
    </Spin>
  );
}
