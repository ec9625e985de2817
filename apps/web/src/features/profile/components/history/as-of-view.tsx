import { type MineAsOf, type MineHeader, SHEET_NAMES, SUBSECTIONS } from '@coal/contracts';
import { Alert, Card } from 'antd';
import { DataState } from '@/components/data-state';
import { useMineAsOf } from '../../api/get-mine-as-of';
import type { FormatContext } from '../../model/format';
import { viewOf } from '../../model/subsection-view';
import { useProfileT } from '../../profile-i18n';
import { ProfileHeader } from '../profile-header';
import { FieldsView } from '../renderers/fields-view';

/** The overview's subsections drawn from the mine's own fields: what the history can rebuild. */
const REBUILT = SUBSECTIONS.filter((s) => s.section === 'overview' && s.source.kind === 'mine');

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);

/** The profile header of that day, from the rebuilt values. */
function headerOf(mineId: number, asOf: MineAsOf, noUpdate: string): MineHeader {
  const v = asOf.values;
  return {
    mineId,
    mineCode: text(v.code),
    mineName: text(v.name),
    prefecture: text(v.prefecture),
    county: text(v.county),
    productionStatus: text(v.productionStatus),
    productionType: text(v.productionType) || null,
    capacity: num(v.capacity),
    company: text(v.company) || null,
    lat: num(v.lat),
    lng: num(v.lng),
    isSample: asOf.isSample,
    updateTime: asOf.updateTime ?? noUpdate,
    aliases: list(v.aliases),
    score: asOf.score,
    unscored: null,
    licences: asOf.licences,
    followed: false,
  };
}

/** The header and overview as the console showed them at the end of `date`, marked as a past view. */
export function AsOfView({ mineId, date, ctx }: { mineId: number; date: string; ctx: FormatContext }) {
  const { t, zh } = useProfileT();
  const asOf = useMineAsOf({ mineId, date });
  return (
    <DataState
      isPending={asOf.isPending}
      error={asOf.error}
      data={asOf.data}
      onRetry={() => void asOf.refetch()}
    >
      {(data) =>
        !data.existed ? (
          <Alert
            type="info"
            showIcon
            data-testid="as-of-not-yet"
            title={t('profile.asOf.notYet', { date: data.date })}
            description={data.createdAt ? t('profile.asOf.notYetText', { time: data.createdAt }) : undefined}
          />
        ) : (
          <section
            className="mine-history__as-of"
            data-testid="as-of-view"
            aria-label={t('profile.asOf.banner', { date: data.date })}
          >
            <Alert
              type="warning"
              showIcon
              className="mine-history__banner"
              title={t('profile.asOf.banner', { date: data.date })}
              description={t('profile.asOf.bannerText', { count: data.undone })}
            />
            <ProfileHeader header={headerOf(mineId, data, t('profile.asOf.noUpdate'))} actions={null} />
            {REBUILT.map((def) => {
              const view = viewOf(def);
              return (
                view.renderer === 'fields' && (
                  <Card
                    key={def.id}
                    size="small"
                    title={zh ? def.titleZh : def.titleEn}
                    className="mine-history__fields"
                  >
                    <FieldsView columns={view.columns} values={data.values} ctx={ctx} />
                  </Card>
                )
              );
            })}
            <Card size="small" title={t('profile.asOf.notes')} className="mine-history__notes">
              <ul>
                <li>
                  {data.score
                    ? t('profile.asOf.scoreKept', { time: data.score.computedAt })
                    : t('profile.asOf.scoreLost')}
                </li>
                <li>{t('profile.asOf.licences')}</li>
                {data.sheetsChangedSince.length > 0 && (
                  <li>
                    {t('profile.asOf.sheets', {
                      sheets: data.sheetsChangedSince
                        .map((s) => {
                          const name = SHEET_NAMES[s as keyof typeof SHEET_NAMES];
                          return name ? (zh ? name.zh : name.en) : s;
                        })
                        .join(zh ? '、' : ', '),
                    })}
                  </li>
                )}
                <li>{t('profile.asOf.rest')}</li>
              </ul>
            </Card>
          </section>
        )
      }
    </DataState>
  );
}
