import type { ColumnDef } from '@coal/contracts';
import { Table, type TableColumnType } from 'antd';
import { columnTitle, displayCell, type FormatContext } from '../../model/format';
import { useProfileT } from '../../profile-i18n';
import { DisplayValue } from '../display-value';

type Row = Record<string, unknown>;
const PAGE_SIZE = 10;

const numeric = (col: ColumnDef) => col.type === 'number' || col.type === 'integer';

/** Rows of a child table with the shared column definitions: headers with units, dictionary tags. */
export function TableView({
  title,
  columns,
  rows,
  ctx,
  printing,
  lead,
}: {
  title: string;
  columns: ColumnDef[];
  rows: Row[];
  ctx: FormatContext;
  printing: boolean;
  /** A column before the defined ones (a record's mine, in lists across several mines). */
  lead?: TableColumnType<Row & { _key: number }>;
}) {
  const { t } = useProfileT();
  const caption = t('profile.table.caption', { title, count: rows.length });
  return (
    // The scrolling box takes keyboard focus, so a wide table can be scrolled without a mouse.
    <div className="profile-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <Table<Row & { _key: number }>
        size="small"
        bordered
        rowKey="_key"
        dataSource={rows.map((row, i) => ({ ...row, _key: i }))}
        pagination={
          !printing && rows.length > PAGE_SIZE
            ? { pageSize: PAGE_SIZE, size: 'small', hideOnSinglePage: true }
            : false
        }
        locale={{ emptyText: t('profile.empty') }}
        aria-label={caption}
        columns={[
          ...(lead ? [lead] : []),
          ...columns.map((col) => ({
            key: col.key,
            dataIndex: col.key,
            title: columnTitle(col, ctx.zh),
            align: numeric(col) ? ('right' as const) : undefined,
            render: (value: unknown) => <DisplayValue display={displayCell(value, col, ctx)} />,
          })),
        ]}
      />
    </div>
  );
}
