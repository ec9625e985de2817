import { Table, Typography } from 'antd';
import { DataText } from '@/components/data-text';
import { useTranslation } from '@/lib/i18n';
import { type ChangedField, changedFields } from '../model/audit-target';
import { systemZhCN, useSystemT } from '../system-i18n';

const FIELD_KEYS = new Set(Object.keys(systemZhCN).filter((key) => key.startsWith('system.field.')));

/** A field's name as people read it; a field of another module's rows keeps its own name. */
export function useFieldLabel() {
  const { t } = useSystemT();
  return (field: string) =>
    FIELD_KEYS.has(`system.field.${field}`) ? t(`system.field.${field}` as never) : field;
}

/** An audit row's before and after as a table of fields, the changed ones marked. */
export function AuditChange({
  before,
  after,
  targetType,
}: {
  before: unknown;
  after: unknown;
  targetType: string;
}) {
  const { t } = useSystemT();
  const { t: tApp } = useTranslation();
  const fields = changedFields(before, after);
  const label = useFieldLabel();
  const show = (field: string, value: unknown) => {
    if (value === undefined || value === null || value === '')
      return <Typography.Text type="secondary">{t('system.audit.none')}</Typography.Text>;
    if (targetType === 'user' && field === 'status' && (value === '0' || value === '1'))
      return t(`system.users.status.${value}`);
    if (targetType === 'user' && field === 'roles' && Array.isArray(value))
      return value
        .map((role) => (role === 'admin' || role === 'user' ? tApp(`role.${role}`) : JSON.stringify(role)))
        .join(t('system.listSeparator'));
    if (typeof value === 'boolean') return t(value ? 'system.yes' : 'system.no');
    if (typeof value === 'string' || typeof value === 'number') return <DataText>{String(value)}</DataText>;
    return (
      <code lang="zh-CN" className="audit-change__json">
        {JSON.stringify(value)}
      </code>
    );
  };
  return (
    <Table<ChangedField>
      size="small"
      rowKey="field"
      pagination={false}
      className="audit-change"
      dataSource={fields}
      rowClassName={(row) => (row.changed ? 'audit-change__changed' : '')}
      locale={{ emptyText: t('system.audit.none') }}
      columns={[
        { key: 'field', title: t('system.audit.field'), width: 160, render: (_, row) => label(row.field) },
        { key: 'before', title: t('system.audit.before'), render: (_, row) => show(row.field, row.before) },
        { key: 'after', title: t('system.audit.after'), render: (_, row) => show(row.field, row.after) },
      ]}
    />
  );
}
