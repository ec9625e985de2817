import { DataState } from '@/components/data-state';
import { useRecent } from '../api/list-recent';
import { useDeskT } from '../desk-i18n';
import { DeskCard } from './desk-card';
import { DeskMineItem } from './desk-mine-item';

const SHOWN = 10;

/** Mine profiles the user opened lately, last first. */
export function RecentMinesPanel() {
  const { t } = useDeskT();
  const query = useRecent(SHOWN);
  return (
    <DeskCard id="recent" title={t('desk.recent.title')}>
      <DataState
        isPending={query.isPending}
        error={query.error}
        data={query.data}
        onRetry={() => void query.refetch()}
        isEmpty={(d) => d.rows.length === 0}
        emptyText={t('desk.recent.empty')}
      >
        {(data) => (
          <ul className="desk-list">
            {data.rows.map((mine) => (
              <DeskMineItem
                riskSet={data.riskSet}
                key={mine.mineId}
                mine={mine}
                aside={<time className="desk-mine__time">{mine.time.slice(5, 16)}</time>}
              />
            ))}
          </ul>
        )}
      </DataState>
    </DeskCard>
  );
}
