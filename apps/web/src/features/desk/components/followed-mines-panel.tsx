import { Button } from 'antd';
import { useState } from 'react';
import { DataState } from '@/components/data-state';
import { useFollows } from '../api/list-follows';
import { useSetFollow } from '../api/set-follow';
import { useDeskT } from '../desk-i18n';
import { DeskCard } from './desk-card';
import { DeskPager } from './desk-pager';
import { DeskMineItem } from './desk-mine-item';
import { useFeedback } from '@/components/feedback';

const PAGE_SIZE = 5;

/** Mines the user follows, newest first, each with an unfollow button. */
export function FollowedMinesPanel() {
  const { t } = useDeskT();
  const { message } = useFeedback();
  const [page, setPage] = useState(1);
  const query = useFollows(page, PAGE_SIZE);
  const unfollow = useSetFollow();
  return (
    <DeskCard
      id="follows"
      title={t('desk.follows.title')}
      extra={query.data ? t('desk.total', { count: query.data.total }) : null}
    >
      <DataState
        isPending={query.isPending}
        error={query.error}
        data={query.data}
        onRetry={() => void query.refetch()}
        isEmpty={(d) => d.total === 0}
        emptyText={t('desk.follows.empty')}
      >
        {(data) => (
          <>
            <ul className="desk-list">
              {data.rows.map((mine) => (
                <DeskMineItem
                  riskSet={data.riskSet}
                  key={mine.mineId}
                  mine={mine}
                  aside={
                    <Button
                      size="small"
                      aria-label={t('desk.follows.unfollow', { name: mine.mineName })}
                      loading={unfollow.isPending && unfollow.variables.mineId === mine.mineId}
                      onClick={() =>
                        unfollow.mutate(
                          { mineId: mine.mineId, follow: false },
                          {
                            onSuccess: () => {
                              void message.success(t('desk.unfollowed', { name: mine.mineName }));
                              if (data.rows.length === 1 && page > 1) setPage(page - 1);
                            },
                          },
                        )
                      }
                    >
                      {t('desk.unfollow')}
                    </Button>
                  }
                />
              ))}
            </ul>
            {data.total > PAGE_SIZE && (
              <DeskPager
                page={page}
                pageSize={PAGE_SIZE}
                total={data.total}
                onChange={setPage}
                label={t('desk.follows.pages')}
              />
            )}
          </>
        )}
      </DataState>
    </DeskCard>
  );
}
