import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Space, Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type ReactNode, useState } from 'react';
import { DataState } from '@/components/data-state';
import { useFeedback } from '@/components/feedback';
import { downloadFile } from '@/lib/http/download';
import { useIsPhone } from '@/lib/use-is-phone';
import { apiQueryOf } from '@/lib/http/list-query';
import type { ListParams } from '@/lib/use-list-params';
import { useSystemT } from '../system-i18n';

interface ListCardProps<T> {
  title: string;
  /** The filter form above the table. */
  filters: ReactNode;
  /** Buttons beside export (e.g. 新建用户). */
  actions?: ReactNode;
  list: ListParams;
  result: { isPending: boolean; error: unknown; data?: { rows: T[]; total: number }; refetch: () => unknown };
  columns: NonNullable<TableProps<T>['columns']>;
  rowKey: keyof T & string;
  exportPath: string;
  exportName: string;
  emptyText: string;
  scrollX?: number;
  expandable?: TableProps<T>['expandable'];
}

/** One 系统管理 list: title, filters, export, and a sorted, paged table with its empty and error states. */
export function ListCard<T extends object>({
  title,
  filters,
  actions,
  list,
  result,
  columns,
  rowKey,
  exportPath,
  exportName,
  emptyText,
  scrollX = 960,
  expandable,
}: ListCardProps<T>) {
  const { t } = useSystemT();
  const { message } = useFeedback();
  const [exporting, setExporting] = useState(false);
  const phone = useIsPhone();
  const { query } = list;
  const sorted = columns.map((column) =>
    'key' in column && column.sorter
      ? {
          ...column,
          // Two fixed columns leave a phone no room for the rest: there the table scrolls whole.
          fixed: phone ? undefined : column.fixed,
          sortOrder:
            query.orderByColumn === column.key
              ? query.isAsc === 'asc'
                ? ('ascend' as const)
                : ('descend' as const)
              : null,
        }
      : { ...column, fixed: phone ? undefined : column.fixed },
  );

  const exportList = async () => {
    setExporting(true);
    try {
      const search = new URLSearchParams(
        Object.entries(apiQueryOf({ ...query, pageNum: undefined, pageSize: undefined })).map(([k, v]) => [
          k,
          String(v),
        ]),
      ).toString();
      const name = await downloadFile(`${exportPath}${search ? `?${search}` : ''}`, `${exportName}.xlsx`);
      void message.success(t('system.exported', { name }));
    } catch {
      // The download reported its failure.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card className="system-list">
      <h1 className="system-list__title">{title}</h1>
      <div className="system-list__filters">{filters}</div>
      <Space wrap className="system-list__toolbar">
        {actions}
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportList()}>
          {t('system.export')}
        </Button>
      </Space>
      <DataState
        isPending={result.isPending}
        error={result.error}
        data={result.data}
        errorTitle={t('system.loadError')}
        onRetry={() => void result.refetch()}
      >
        {(data) => (
          <Table<T>
            rowKey={rowKey}
            size="middle"
            columns={sorted}
            dataSource={data.rows}
            scroll={{ x: scrollX }}
            expandable={expandable}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={list.hasFilters ? t('system.emptyFiltered') : emptyText}
                >
                  {list.hasFilters && <Button onClick={list.clearFilters}>{t('system.clearFilters')}</Button>}
                </Empty>
              ),
            }}
            pagination={{
              current: Number(query.pageNum),
              pageSize: Number(query.pageSize),
              total: data.total,
              pageSizeOptions: list.pageSizes,
              showSizeChanger: true,
              showTotal: (total) => t('system.total', { total }),
            }}
            onChange={(pagination, _filters, sorter, extra) => {
              if (extra.action === 'sort') {
                const one: SorterResult<T> | undefined = Array.isArray(sorter) ? sorter[0] : sorter;
                const order = one?.order === 'ascend' ? 'asc' : one?.order === 'descend' ? 'desc' : undefined;
                list.setSort(one?.columnKey ? String(one.columnKey) : undefined, order);
              } else list.setPage(pagination.current ?? 1, pagination.pageSize ?? 20);
            }}
          />
        )}
      </DataState>
    </Card>
  );
}
