import type { RegisterColumnSettings, RegisterRow, RegisterSort } from '@coal/contracts';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { Key } from 'react';
import { useDicts } from '@/lib/dict';
import { usePlaceName } from '@/lib/place-name';
import { columnTitle } from '@/lib/units';
import { useIsPhone } from '@/lib/use-is-phone';
import type { RegisterColumn } from '../column-model';
import { VIRTUAL_FROM } from '../register-params';
import { useRegisterT } from '../register-i18n';
import { CellValue } from './cell-value';

interface RegisterTableProps {
  rows: RegisterRow[];
  total: number;
  loading: boolean;
  columns: RegisterColumn[];
  density: RegisterColumnSettings['density'];
  sort: RegisterSort[];
  page: number;
  size: number;
  pageSizes: readonly number[];
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
  onSort: (sort: RegisterSort[]) => void;
  onPage: (page: number, size: number) => void;
}

const ORDER = { asc: 'ascend', desc: 'descend' } as const;
/** The navbar's height: the sticky header stops under it. */
const NAVBAR_PX = 60;

/**
 * The register's rows: the name fixed on the left, the header sticky, several sorted columns (each
 * header click adds to the sort), and pages of 200 or more rows rendered virtually.
 */
export function RegisterTable(props: RegisterTableProps) {
  const { rows, total, loading, columns, density, sort, page, size, pageSizes } = props;
  const { t, zh } = useRegisterT();
  const place = usePlaceName();
  const phone = useIsPhone();
  const dictTypes = columns.flatMap((c) => (c.field.dict ? [c.field.dict] : []));
  const dicts = useDicts(dictTypes);

  const shown = columns.filter((c) => c.visible);
  const tableColumns: TableColumnsType<RegisterRow> = shown.map(({ field, width }) => {
    const at = sort.findIndex((s) => s.field === field.key);
    return {
      key: field.key,
      title: columnTitle({ zh: field.zh, en: field.en, unit: field.unit }, zh),
      width,
      fixed: field.key === 'name' && !phone ? 'left' : undefined,
      align: field.kind === 'number' ? 'right' : undefined,
      ellipsis: true,
      // Names and companies are data, in Chinese whatever the interface language.
      onCell: () => (field.key === 'name' || field.key === 'company' ? { lang: 'zh-CN' } : {}),
      render: (_: unknown, row: RegisterRow) => (
        <CellValue field={field} row={row} dict={field.dict && dicts.get(field.dict)} place={place} />
      ),
      ...(field.sortable
        ? {
            // A column clicked last sorts last: the priority falls along the list, new columns at 0.
            sorter: { multiple: at === -1 ? 0 : sort.length - at },
            sortOrder: at === -1 ? null : ORDER[sort[at]!.dir],
            sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
          }
        : {}),
    };
  });
  const scrollX = shown.reduce((sum, c) => sum + c.width, 0) + 48;

  const onChange: TableProps<RegisterRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const list = Array.isArray(sorter) ? sorter : [sorter];
      // Antd ranks multiple sorters by priority; the first clicked keeps the highest.
      const next = list
        .filter((s) => s.order && s.columnKey)
        .sort((a, b) => priorityOf(b) - priorityOf(a))
        .map((s) => ({ field: String(s.columnKey), dir: s.order === 'ascend' ? 'asc' : 'desc' }) as const);
      props.onSort(next);
      return;
    }
    const nextSize = pagination.pageSize ?? size;
    props.onPage(nextSize !== size ? 1 : (pagination.current ?? 1), nextSize);
  };

  const virtual = size >= VIRTUAL_FROM;
  return (
    <Table<RegisterRow>
      rowKey="mineId"
      className="register-table"
      columns={tableColumns}
      dataSource={rows}
      loading={loading}
      size={density}
      virtual={virtual}
      sticky={virtual ? undefined : { offsetHeader: NAVBAR_PX }}
      scroll={virtual ? { x: scrollX, y: 640 } : { x: scrollX }}
      onChange={onChange}
      showSorterTooltip={false}
      locale={{ emptyText: t('register.empty') }}
      rowSelection={{
        selectedRowKeys: props.selectedIds,
        preserveSelectedRowKeys: true,
        columnWidth: 48,
        fixed: !phone,
        onChange: (keys: Key[]) => props.onSelect(keys.map(Number)),
      }}
      pagination={{
        current: page,
        pageSize: size,
        total,
        simple: phone,
        showSizeChanger: !phone,
        pageSizeOptions: pageSizes.map(String),
        showTotal: phone
          ? undefined
          : (count, [from, to]) => t('register.pageTotal', { from, to, total: count }),
      }}
    />
  );
}

function priorityOf(sorter: SorterResult<RegisterRow>): number {
  const s = sorter.column?.sorter;
  return typeof s === 'object' && s && 'multiple' in s ? (s.multiple ?? 0) : 0;
}
