import type { DictDataAdmin, DictDataListQuery } from '@coal/contracts';
import { closestCenter, DndContext } from '@dnd-kit/core';
import { restrictToVerticalAxis } from '@dnd-kit/modifiers';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Space, Table, Tag } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useDictsT } from '../dicts-i18n';
import { useDragOrder } from '../model/use-drag-order';
import { ItemLabel, ItemStatusSwitch, ItemSynonyms, ItemUsage, RemoveItem } from './item-cells';
import { DragHandle, SortableRow } from './sortable-row';

type Sort = Pick<DictDataListQuery, 'orderByColumn' | 'isAsc'>;

interface ItemTableProps {
  rows: DictDataAdmin[];
  total: number;
  page: { pageNum: number; pageSize: number };
  sort: Sort;
  /** Rows may be dragged only in their stored order, unfiltered. */
  draggable: boolean;
  loading: boolean;
  onPage: (pageNum: number, pageSize: number) => void;
  onSort: (sort: Sort) => void;
  onEdit: (item: DictDataAdmin) => void;
}

const sortOrder = (sort: Sort, column: NonNullable<Sort['orderByColumn']>) =>
  (sort.orderByColumn ?? 'dictSort') === column
    ? sort.isAsc === 'desc'
      ? ('descend' as const)
      : ('ascend' as const)
    : null;

/** A type's items with the tag each shows, its usage and state; dragged by the handle into a new order. */
export function ItemTable(props: ItemTableProps) {
  const { rows, total, page, sort, draggable, loading, onPage, onSort, onEdit } = props;
  const { t } = useDictsT();
  const { shown, sensors, onDragEnd, saving, ids } = useDragOrder(rows);

  const table = (
    <Table<DictDataAdmin>
      rowKey="dictCode"
      size="middle"
      className="dicts-items"
      dataSource={shown}
      loading={loading || saving}
      components={draggable ? { body: { row: SortableRow } } : undefined}
      scroll={{ x: 1360 }}
      pagination={{
        current: page.pageNum,
        pageSize: page.pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (count) => t('dicts.items.total', { total: count }),
      }}
      onChange={(pagination, _filters, sorter) => {
        const s = sorter as SorterResult<DictDataAdmin>;
        const column = s.order ? (s.columnKey as Sort['orderByColumn']) : undefined;
        const next: Sort = { orderByColumn: column, isAsc: s.order === 'descend' ? 'desc' : 'asc' };
        if (next.orderByColumn !== sort.orderByColumn || next.isAsc !== (sort.isAsc ?? 'asc')) onSort(next);
        else onPage(pagination.current ?? 1, pagination.pageSize ?? page.pageSize);
      }}
      columns={[
        ...(draggable
          ? [
              {
                key: 'drag',
                width: 48,
                fixed: 'left' as const,
                title: <span className="visually-hidden">{t('dicts.col.drag')}</span>,
                render: (_: unknown, item: DictDataAdmin) => (
                  <DragHandle label={`${t('dicts.col.drag')} ${item.dictLabel}`} />
                ),
              },
            ]
          : []),
        {
          key: 'dictSort',
          dataIndex: 'dictSort',
          title: t('dicts.col.sort'),
          width: 80,
          sorter: true,
          sortOrder: sortOrder(sort, 'dictSort'),
        },
        {
          key: 'dictLabel',
          title: t('dicts.col.label'),
          width: 170,
          sorter: true,
          sortOrder: sortOrder(sort, 'dictLabel'),
          render: (_, item) => <ItemLabel item={item} />,
        },
        {
          key: 'dictValue',
          dataIndex: 'dictValue',
          title: t('dicts.col.value'),
          width: 100,
          sorter: true,
          sortOrder: sortOrder(sort, 'dictValue'),
          render: (value: string) => <code className="dicts-code">{value}</code>,
        },
        {
          key: 'isDefault',
          title: t('dicts.col.default'),
          width: 72,
          render: (_, item) =>
            item.isDefault === 'Y' && <Tag color="processing">{t('dicts.default.yes')}</Tag>,
        },
        {
          key: 'status',
          title: t('dicts.col.status'),
          width: 96,
          render: (_, item) => <ItemStatusSwitch item={item} />,
        },
        {
          key: 'usage',
          title: t('dicts.col.usage'),
          width: 110,
          align: 'right',
          sorter: true,
          sortOrder: sortOrder(sort, 'usage'),
          render: (_, item) => <ItemUsage item={item} />,
        },
        {
          key: 'synonyms',
          title: t('dicts.col.synonyms'),
          width: 280,
          render: (_, item) => <ItemSynonyms item={item} />,
        },
        {
          key: 'remark',
          dataIndex: 'remark',
          title: t('dicts.col.remark'),
          width: 160,
          ellipsis: true,
          render: (remark: string) => <span lang="zh-CN">{remark}</span>,
        },
        {
          key: 'updateTime',
          dataIndex: 'updateTime',
          title: t('dicts.col.updateTime'),
          width: 170,
          sorter: true,
          sortOrder: sortOrder(sort, 'updateTime'),
        },
        {
          key: 'actions',
          title: t('dicts.col.actions'),
          width: 130,
          fixed: 'right',
          render: (_, item) => (
            <Space size={0}>
              <Button
                size="small"
                type="link"
                aria-label={`${t('dicts.action.edit')} ${item.dictLabel}`}
                onClick={() => onEdit(item)}
              >
                {t('dicts.action.edit')}
              </Button>
              <RemoveItem item={item} />
            </Space>
          ),
        },
      ]}
    />
  );

  if (!draggable) return table;
  return (
    <DndContext
      sensors={sensors}
      modifiers={[restrictToVerticalAxis]}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {table}
      </SortableContext>
    </DndContext>
  );
}
