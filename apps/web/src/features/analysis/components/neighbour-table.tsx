import { type ComparedMine, DICT_TYPES } from '@coal/contracts';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { StatusTag } from '@/components/status-tag';
import { formatNumber } from '@/lib/format-number';
import { mineHref } from '@/lib/mine/mine-links';
import { useAnalysisT } from '../analysis-i18n';
import { useAnalysisLook } from './use-analysis-look';

/** The neighbours within the radius: sortable, each linking to its profile. */
export function NeighbourTable({ mines }: { mines: ComparedMine[] }) {
  const { t, language } = useAnalysisT();
  const { label, tone, bearing } = useAnalysisLook();
  const neighbours = mines.filter((m) => m.distanceKm !== null);
  const columns: ColumnsType<ComparedMine> = [
    {
      key: 'name',
      title: t('analysis.col.name'),
      fixed: 'left',
      render: (_, m) => (
        <Link to={mineHref(m.mineId)} lang="zh-CN">
          {m.mineName}
        </Link>
      ),
      sorter: (a, b) => a.mineName.localeCompare(b.mineName, 'zh-CN'),
    },
    {
      key: 'distance',
      title: t('analysis.col.distance'),
      dataIndex: 'distanceKm',
      align: 'right',
      defaultSortOrder: 'ascend',
      sorter: (a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0),
      render: (km: number) => km.toFixed(1),
    },
    {
      key: 'bearing',
      title: t('analysis.col.bearing'),
      render: (_, m) => (m.bearing ? bearing(m.bearing) : ''),
    },
    {
      key: 'status',
      title: t('analysis.col.status'),
      render: (_, m) => (
        <StatusTag tone={tone(DICT_TYPES.productionStatus, m.productionStatus)}>
          {label(DICT_TYPES.productionStatus, m.productionStatus)}
        </StatusTag>
      ),
    },
    {
      key: 'capacity',
      title: t('analysis.col.capacity'),
      dataIndex: 'capacity',
      align: 'right',
      sorter: (a, b) => a.capacity - b.capacity,
      render: (v: number) => formatNumber(v, language),
    },
    {
      key: 'rank',
      title: t('analysis.col.coalRank'),
      render: (_, m) => label(DICT_TYPES.coalRank, m.coalRank),
    },
    {
      key: 'gas',
      title: t('analysis.col.gasGrade'),
      render: (_, m) => label(DICT_TYPES.gasGrade, m.gasGrade),
    },
    {
      key: 'company',
      title: t('analysis.col.company'),
      dataIndex: 'company',
      ellipsis: true,
      onCell: () => ({ lang: 'zh-CN' }),
    },
  ];
  return (
    <Table<ComparedMine>
      className="analysis-neighbours"
      size="small"
      rowKey="mineId"
      columns={columns}
      dataSource={neighbours}
      pagination={neighbours.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      scroll={{ x: 860 }}
      aria-label={t('analysis.neighbours', { count: neighbours.length })}
    />
  );
}
