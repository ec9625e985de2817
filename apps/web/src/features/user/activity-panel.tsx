import type { ActivityItem } from '@coal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { DataState } from '@/components/data-state';
import { formatDateTime } from '@/lib/format-date';
import { activityQuery } from './api/account-api';
import { useUserT } from './user-i18n';

type Label = Parameters<ReturnType<typeof useUserT>['t']>[0];

/** What an activity was about, and the page that shows it again. */
export function describeActivity(item: ActivityItem): { what: Label; href: string; terms: string } {
  const params = new URLSearchParams(item.query);
  const terms = params.get('mineName') ?? [...params.values()].join('、');
  const [, , id] = item.path.split('/');
  const mine = id ? encodeURIComponent(decodeURIComponent(id)) : '';
  if (item.path.endsWith('/seams/export'))
    return {
      what: 'account.activity.seams',
      href: `/peripheralAnalysis/coalSeamAnalysis/${mine}`,
      terms: '',
    };
  if (item.path.endsWith('/coal-quality/export'))
    return {
      what: 'account.activity.quality',
      href: `/peripheralAnalysis/coalQualityCompare/${mine}`,
      terms: '',
    };
  if (/^\/mine\/[^/]+\/export$/.test(item.path) && id !== 'export')
    return { what: 'account.activity.mineProfile', href: `/mine/${mine}`, terms: '' };
  return { what: 'account.activity.mineList', href: item.query ? `/search?${item.query}` : '/search', terms };
}

/** The user's latest exports and searches, each linking back to its page. */
export function ActivityPanel() {
  const { t } = useUserT();
  const query = useQuery(activityQuery(10));
  return (
    <Card title={<h2 className="panel-heading">{t('account.activity.title')}</h2>}>
      <DataState
        isPending={query.isPending}
        error={query.error}
        data={query.data}
        onRetry={() => void query.refetch()}
        isEmpty={(rows) => rows.length === 0}
        emptyText={t('account.activity.empty')}
      >
        {(rows) => (
          <ul className="activity-list">
            {rows.map((item) => {
              const { what, href, terms } = describeActivity(item);
              return (
                <li key={`${item.kind}${item.path}?${item.query}`} className="activity-item">
                  <Tag color={item.kind === 'export' ? 'green' : 'blue'}>
                    {t(`account.activity.${item.kind}`)}
                  </Tag>
                  <Link to={href} className="activity-item__what">
                    {t(what)}
                  </Link>
                  {item.kind === 'search' || item.path === '/mine/export' ? (
                    <span className="activity-item__terms" lang="zh-CN">
                      {terms || t('account.activity.allMines')}
                    </span>
                  ) : null}
                  <Typography.Text type="secondary" className="activity-item__time">
                    <time dateTime={item.time}>{formatDateTime(item.time).slice(0, 16)}</time>
                  </Typography.Text>
                </li>
              );
            })}
          </ul>
        )}
      </DataState>
    </Card>
  );
}
