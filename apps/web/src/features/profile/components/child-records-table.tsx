import { type ChildEntity, childEntityColumns, SOURCE_COLUMN } from '@coal/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { mineHref } from '@/lib/mine/mine-links';
import { useProfileT } from '../profile-i18n';
import { TableView } from './renderers/table-view';
import { useFormatContext } from './use-format-context';
import '@/styles/features/profile.css';

/** One kind of record across several mines, each row naming (and linking) its mine. */
export function ChildRecordsTable({
  title,
  entity,
  rows,
}: {
  title: string;
  entity: ChildEntity;
  rows: { mineId: number; mineName: string; values: Record<string, unknown> }[];
}) {
  const { t } = useProfileT();
  const columns = useMemo(
    () => childEntityColumns[entity].filter((c) => c.key !== SOURCE_COLUMN.key),
    [entity],
  );
  const dictTypes = useMemo(
    () => columns.flatMap((c) => (c.type === 'dict' && c.dict ? [c.dict] : [])),
    [columns],
  );
  const ctx = useFormatContext(dictTypes);
  const flat = useMemo(
    () => rows.map((r) => ({ ...r.values, _mineId: r.mineId, _mineName: r.mineName })),
    [rows],
  );
  return (
    <TableView
      title={title}
      columns={columns}
      rows={flat}
      ctx={ctx}
      printing={false}
      lead={{
        key: '_mine',
        title: t('profile.records.mine'),
        render: (_: unknown, row: Record<string, unknown>) => (
          <Link to={mineHref(Number(row._mineId))} lang="zh-CN">
            {String(row._mineName)}
          </Link>
        ),
      }}
    />
  );
}
