import { StatusTag } from '@/components/status-tag';
import { DataState } from '@/components/data-state';
import { useLicenceExpiries } from '../api/list-licence-expiries';
import { useDeskT } from '../desk-i18n';
import { byUrgency, licenceTone } from '../model/licence-tone';
import { DeskCard } from './desk-card';
import { DeskMineItem } from './desk-mine-item';

/** Followed mines whose licence runs out within 90 days or already has: days left in orange or red. */
export function LicenceExpiryPanel() {
  const { t } = useDeskT();
  const query = useLicenceExpiries();
  return (
    <DeskCard id="expiries" title={t('desk.expiries.title')}>
      <DataState
        isPending={query.isPending}
        error={query.error}
        data={query.data}
        onRetry={() => void query.refetch()}
        isEmpty={(d) => d.rows.every((m) => !m.licenceWarning)}
        emptyText={t('desk.expiries.empty')}
      >
        {(data) => (
          <ul className="desk-list">
            {data.rows
              .filter((m) => m.licenceWarning)
              .sort(byUrgency)
              .map((mine) => {
                const warning = mine.licenceWarning!;
                const kind = t(warning.kind === 'mining' ? 'desk.licence.mining' : 'desk.licence.safety');
                return (
                  <DeskMineItem
                    riskSet={data.riskSet}
                    key={`${mine.mineId}-${warning.kind}`}
                    mine={mine}
                    extra={<span>{t('desk.expiries.validTo', { kind, date: warning.validTo })}</span>}
                    aside={
                      <StatusTag tone={licenceTone(warning)}>
                        {warning.state === 'expired'
                          ? t('desk.expiries.expired', { days: Math.abs(warning.daysLeft) })
                          : t('desk.expiries.expiring', { days: warning.daysLeft })}
                      </StatusTag>
                    }
                  />
                );
              })}
          </ul>
        )}
      </DataState>
    </DeskCard>
  );
}
