import type { MineSearchRow, RiskScoreSet } from '@coal/contracts';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format-number';
import { mineHref } from '@/lib/mine/mine-links';
import { usePlaceName } from '@/lib/place-name';
import { useIsPhone } from '@/lib/use-is-phone';
import { useSearchT } from '../search-i18n';
import { PAGE_SIZES, type SearchState, type SortColumn } from '../search-params';
import type { SearchDicts } from '../use-search-dicts';
import { MineStatus } from './mine-status';
import { RiskScore } from './risk-score';
import { RowMenu } from './row-menu';

interface ResultsTableProps {
  rows: MineSearchRow[];
  total: number;
  /** The weight set and time of the rows' risk scores. */
  riskSet: RiskScoreSet;
  loading: boolean;
  state: SearchState;
  dicts: SearchDicts;
  onChange: (patch: Partial<SearchState>) => void;
}

const ORDER = { asc: 'ascend', desc: 'descend' } as const;

/** The results as a sortable, paginated table; sort and page live in the URL. */
export function ResultsTable({ rows, total, riskSet, loading, state, dicts, onChange }: ResultsTableProps) {
  const { t, language } = useSearchT();
  const place = usePlaceName();
  // On a phone the full pager wraps onto a second line: the simple one (the toolbar shows the total).
  const phone = useIsPhone();
  const none = t('search.none');
  const sortable = (column: SortColumn) => ({
    sorter: true,
    sortOrder: state.sort === column ? ORDER[state.order] : null,
    sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
  });
  const label = (dict: SearchDicts[keyof SearchDicts], value: string | null) =>
    value === null ? none : (dict?.get(value)?.label ?? value);

  // Names are data, in Chinese whatever the interface language; places have English names.
  const dataCell = () => ({ lang: 'zh-CN' });
  const columns: TableColumnsType<MineSearchRow> = [
    {
      key: 'name',
      title: t('search.col.name'),
      dataIndex: 'mineName',
      fixed: 'left',
      width: 220,
      onCell: dataCell,
      render: (name: string, row) => <Link to={mineHref(row.mineId)}>{name}</Link>,
      ...sortable('name'),
    },
    {
      key: 'prefecture',
      title: t('search.col.prefecture'),
      dataIndex: 'prefecture',
      width: 110,
      render: (value: string) => place(value),
      ...sortable('prefecture'),
    },
    {
      key: 'county',
      title: t('search.col.county'),
      dataIndex: 'county',
      width: 150,
      ellipsis: true,
      render: (value: string) => place(value),
      ...sortable('county'),
    },
    {
      key: 'riskScore',
      title: t('search.col.riskScore'),
      dataIndex: 'riskScore',
      width: 150,
      render: (_: unknown, row) => <RiskScore row={row} set={riskSet} />,
      ...sortable('riskScore'),
    },
    {
      key: 'productionStatus',
      title: t('search.col.productionStatus'),
      dataIndex: 'productionStatus',
      width: 120,
      render: (value: string) => <MineStatus value={value} dict={dicts.productionStatus} />,
      ...sortable('productionStatus'),
    },
    {
      key: 'capacity',
      title: t('search.col.capacity'),
      dataIndex: 'capacity',
      align: 'right',
      width: 150,
      render: (value: number) => formatNumber(value, language),
      ...sortable('capacity'),
    },
    {
      key: 'mergerType',
      title: t('search.col.mergerType'),
      dataIndex: 'mergerType',
      width: 150,
      render: (value: string | null) => label(dicts.mergerType, value),
    },
    {
      key: 'gasGrade',
      title: t('search.col.gasGrade'),
      dataIndex: 'gasGrade',
      width: 150,
      render: (value: string | null) => label(dicts.gasGrade, value),
    },
    {
      key: 'coalRank',
      title: t('search.col.coalRank'),
      dataIndex: 'coalRank',
      width: 100,
      render: (value: string | null) => label(dicts.coalRank, value),
    },
    {
      key: 'company',
      title: t('search.col.company'),
      dataIndex: 'company',
      // Wide enough for a usual company name (贵州某某能源投资有限公司); longer ones end in … with a tooltip.
      width: 260,
      ellipsis: { showTitle: true },
      onCell: dataCell,
      render: (value: string | null) => value ?? none,
    },
    {
      key: 'updatedAt',
      title: t('search.col.updatedAt'),
      dataIndex: 'updateTime',
      width: 170,
      ...sortable('updatedAt'),
    },
    {
      key: 'actions',
      title: t('search.col.actions'),
      // "Actions" on one line in English, beside the row menu's button.
      width: 96,
      fixed: 'right',
      render: (_: unknown, row) => <RowMenu mineId={row.mineId} mineName={row.mineName} />,
    },
  ];

  const onTableChange: TableProps<MineSearchRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const column = one?.order ? (one.columnKey as SortColumn) : undefined;
      onChange({ sort: column, order: one?.order === 'ascend' ? 'asc' : 'desc', page: 1 });
      return;
    }
    const size = pagination.pageSize ?? state.size;
    onChange({ page: size !== state.size ? 1 : (pagination.current ?? 1), size });
  };

  return (
    <Table<MineSearchRow>
      rowKey="mineId"
      className="results-table"
      columns={columns}
      dataSource={rows}
      loading={loading}
      size="middle"
      // Every column at its width: none is squeezed to make room for the others.
      scroll={{ x: columns.reduce((sum, c) => sum + (Number(c.width) || 0), 0) }}
      onChange={onTableChange}
      showSorterTooltip={false}
      pagination={{
        current: state.page,
        pageSize: state.size,
        total,
        simple: phone,
        showSizeChanger: !phone,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: phone
          ? undefined
          : (count, [from, to]) => t('search.pageTotal', { from, to, total: count }),
      }}
    />
  );
}
