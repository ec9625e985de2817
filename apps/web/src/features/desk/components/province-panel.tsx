import type { ProvinceOverview } from '@coal/contracts';
import { Skeleton, Statistic } from 'antd';
import { Link } from 'react-router';
import { DataState } from '@/components/data-state';
import { StatusTag } from '@/components/status-tag';
import { toneOf } from '@/lib/dict';
import { useProvinceOverview } from '@/lib/mine/province-overview';
import { useDeskT } from '../desk-i18n';
import { shareOf } from '../model/licence-tone';
import { DeskCard } from './desk-card';
import { numberFormat } from '@/lib/format-number';
import { placeName } from '@coal/contracts';

const FIGURES = [
  { title: 'desk.province.mines', value: (d: ProvinceOverview) => d.mines },
  { title: 'desk.province.capacity', value: (d: ProvinceOverview) => d.capacity },
  { title: 'desk.province.producing', value: (d: ProvinceOverview) => d.producingMines },
  { title: 'desk.province.producingCapacity', value: (d: ProvinceOverview) => d.producingCapacity },
] as const;
/** Rows the placeholder draws: the production statuses, and Guizhou's nine prefectures. */
const STATUS_ROWS = 6;
const PREFECTURE_ROWS = 9;

/**
 * The panel's blocks and rows while the figures load, about as tall as the figures will be: the desk's
 * lower panels do not move when they arrive.
 */
function ProvincePlaceholder() {
  const { t } = useDeskT();
  return (
    <div className="desk-province" aria-busy="true">
      <div className="desk-province__figures">
        {FIGURES.map(({ title }) => (
          <Statistic key={title} title={t(title)} loading />
        ))}
      </div>
      <div className="desk-province__columns">
        <section>
          <h3 className="desk-province__heading">{t('desk.province.byStatus')}</h3>
          <Skeleton active title={false} paragraph={{ rows: STATUS_ROWS, width: '100%' }} />
        </section>
        <section>
          <h3 className="desk-province__heading">{t('desk.province.byPrefecture')}</h3>
          <Skeleton active title={false} paragraph={{ rows: PREFECTURE_ROWS, width: '100%' }} />
        </section>
      </div>
    </div>
  );
}

/** Headline figures of the province, by status and by prefecture, as the server aggregates them. */
export function ProvincePanel({ searchPath }: { searchPath?: string }) {
  const { t, language: locale } = useDeskT();
  const query = useProvinceOverview();
  const nf = numberFormat(locale, 0);
  return (
    <DeskCard
      id="province"
      title={t('desk.province.title')}
      extra={query.data?.sample ? <StatusTag tone="gray">{t('desk.province.sample')}</StatusTag> : null}
    >
      <DataState
        isPending={query.isPending}
        error={query.error}
        data={query.data}
        onRetry={() => void query.refetch()}
        isEmpty={(d) => d.mines === 0}
        loading={<ProvincePlaceholder />}
      >
        {(data) => {
          const maxPrefecture = Math.max(0, ...data.byPrefecture.map((p) => p.mines));
          return (
            <div className="desk-province">
              <div className="desk-province__figures">
                {FIGURES.map(({ title, value }) => (
                  <Statistic
                    key={title}
                    title={t(title)}
                    value={value(data)}
                    formatter={(v) => nf.format(Number(v))}
                  />
                ))}
              </div>
              <div className="desk-province__columns">
                <section>
                  <h3 className="desk-province__heading">{t('desk.province.byStatus')}</h3>
                  <ul className="desk-province__status">
                    {data.byStatus.map((b) => (
                      <li key={b.value}>
                        <StatusTag tone={toneOf(b.color)}>{b.label}</StatusTag>
                        <span>{t('desk.mineCount', { count: nf.format(b.mines) })}</span>
                      </li>
                    ))}
                  </ul>
                </section>
                <section>
                  <h3 className="desk-province__heading">{t('desk.province.byPrefecture')}</h3>
                  <ul className="desk-bars">
                    {data.byPrefecture.map((p) => {
                      const label = searchPath ? (
                        <Link to={`${searchPath}?prefecture=${encodeURIComponent(p.value)}`}>
                          {placeName(p.label, locale)}
                        </Link>
                      ) : (
                        placeName(p.label, locale)
                      );
                      return (
                        <li key={p.value}>
                          <span className="desk-bars__label">{label}</span>
                          <span className="desk-bars__track" aria-hidden>
                            <span
                              className="desk-bars__fill"
                              style={{ width: `${shareOf(p.mines, maxPrefecture)}%` }}
                            />
                          </span>
                          <span className="desk-bars__value">{nf.format(p.mines)}</span>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              </div>
              <p className="desk-province__updated">{t('desk.province.updated', { time: data.updatedAt })}</p>
            </div>
          );
        }}
      </DataState>
    </DeskCard>
  );
}
