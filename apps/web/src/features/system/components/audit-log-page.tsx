import { AUDIT_ACTIONS, AUDIT_SORT_COLUMNS, type AuditRow } from '@coal/contracts';
import { Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useAuditLog, useAuditTargetTypes } from '../api/logs';
import { auditTargetPath, changedFields, isKnownTarget } from '../model/audit-target';
import { useListParams } from '@/lib/use-list-params';
import { useSystemT } from '../system-i18n';
import { AuditChange, useFieldLabel } from './audit-change';
import { FilterForm } from './filter-form';
import { ListCard } from './list-card';
import '@/styles/features/system.css';

const FILTERS = ['userName', 'action', 'targetType', 'targetId', 'dateFrom', 'dateTo'] as const;
const ACTION_COLOR: Record<string, string> = { create: 'green', update: 'blue', delete: 'red' };

/** 审计日志: who changed what, when, from where, with each change's before and after. */
export function AuditLogPage() {
  const { t } = useSystemT();
  const list = useListParams(FILTERS, AUDIT_SORT_COLUMNS);
  const log = useAuditLog(list.query);
  const types = useAuditTargetTypes();
  const fieldLabel = useFieldLabel();
  const typeLabel = (type: string) => (isKnownTarget(type) ? t(`system.target.${type}`) : type);
  const actionLabel = (action: string) =>
    (AUDIT_ACTIONS as readonly string[]).includes(action)
      ? t(`system.audit.action.${action as (typeof AUDIT_ACTIONS)[number]}`)
      : action;

  return (
    <ListCard<AuditRow>
      title={t('system.audit.title')}
      list={list}
      result={log}
      rowKey="id"
      exportPath="/api/system/auditLog/export"
      exportName={t('system.audit.title')}
      emptyText={t('system.audit.empty')}
      scrollX={1150}
      filters={
        <FilterForm
          list={list}
          fields={[
            { kind: 'text', key: 'userName', label: t('system.audit.userName'), width: 150 },
            {
              kind: 'select',
              key: 'action',
              label: t('system.audit.action'),
              options: AUDIT_ACTIONS.map((value) => ({ value, label: actionLabel(value) })),
            },
            {
              kind: 'select',
              key: 'targetType',
              label: t('system.audit.targetType'),
              width: 170,
              options: (types.data ?? []).map((value) => ({ value, label: typeLabel(value) })),
            },
            { kind: 'dates', label: t('system.dateRange') },
          ]}
        />
      }
      columns={[
        {
          key: 'createdAt',
          dataIndex: 'createdAt',
          title: t('system.audit.time'),
          sorter: true,
          fixed: 'left',
          width: 170,
        },
        {
          key: 'userName',
          dataIndex: 'userName',
          title: t('system.audit.userName'),
          sorter: true,
          width: 120,
        },
        {
          key: 'action',
          title: t('system.audit.action'),
          sorter: true,
          width: 90,
          render: (_, row) => (
            <Tag color={ACTION_COLOR[row.action] ?? 'default'}>{actionLabel(row.action)}</Tag>
          ),
        },
        {
          key: 'targetType',
          title: t('system.audit.target'),
          sorter: true,
          width: 200,
          render: (_, row) => {
            const path = auditTargetPath(row.targetType, row.targetId);
            const text = `${typeLabel(row.targetType)} ${row.targetType === 'session' ? row.targetId.slice(0, 8) : row.targetId}`;
            return path ? <Link to={path}>{text}</Link> : text;
          },
        },
        {
          key: 'change',
          title: t('system.audit.change'),
          width: 240,
          render: (_, row) => {
            const changed = changedFields(row.before, row.after).filter((f) => f.changed);
            return (
              <Typography.Text ellipsis style={{ maxWidth: 230 }}>
                {changed.map((f) => fieldLabel(f.field)).join(t('system.listSeparator')) || '—'}
              </Typography.Text>
            );
          },
        },
        { key: 'ip', dataIndex: 'ip', title: t('system.audit.ip'), width: 130 },
        {
          key: 'client',
          title: t('system.audit.client'),
          width: 180,
          render: (_, row) => [row.browser, row.os].filter(Boolean).join(' · ') || '—',
        },
      ]}
      expandable={{
        expandedRowRender: (row) => (
          <AuditChange before={row.before} after={row.after} targetType={row.targetType} />
        ),
      }}
    />
  );
}
