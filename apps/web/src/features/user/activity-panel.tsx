import { useQuery } from '@tanstack/react-query';
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { DataState } from '@/components/data-state';
import { formatDateTime } from '@/lib/format-date';
import { activityQuery } from './api/account-api';
import { describeActivity } from './describe-activity';
import { useUserT } from './user-i18n';

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
