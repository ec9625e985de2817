import type { RiskOverview } from '@coal/contracts';
import { Table } from 'antd';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format-number';
import { usePlaceName } from '@/lib/place-name';
import { useRiskT } from '../risk-i18n';
import { BandTag } from './band-tag';

type Row = RiskOverview['top'][number] & { previousScore?: number };

/**
 * Mines with their score and band, each linking to its explanation (the profile's score subsection);
 * movers show the score before. Fixed layout: the name gives way (ellipsis) and the place, the previous
 * score and the change drop out on narrow screens, so score and band stay in view without scrolling.
 */
export function RiskMineTable({
  rows,
  movers = false,
  emptyText,
  showPlace = true,
}: {
  rows: Row[];
  movers?: boolean;
  emptyText?: string;
  /** Off where every row is in one known county. */
  showPlace?: boolean;
}) {
  const { t, language } = useRiskT();
  const place = usePlaceName();
  return (
    <Table<Row>
      size="small"
      rowKey="mineId"
      pagination={false}
      dataSource={rows}
      tableLayout="fixed"
      locale={emptyText ? { emptyText } : undefined}
      columns={[
        ...(movers
          ? []
          : [
              {
                title: t('risk.column.rank'),
                key: 'rank',
                width: 48,
                render: (_: unknown, __: Row, i: number) => i + 1,
              },
            ]),
        {
          title: t('risk.column.mine'),
          dataIndex: 'mineName',
          ellipsis: true,
          render: (name: string, row: Row) => (
            <Link to={`/mine/${row.mineId}#score`} lang="zh-CN" title={t('risk.column.explain')}>
              {name}
            </Link>
          ),
        },
        ...(showPlace
          ? [
              {
                title: t('risk.column.place'),
                key: 'place',
                ellipsis: true,
                // Beside four other columns in half a 1440 px page only on wide screens.
                responsive: movers ? ['xxl' as const] : ['md' as const],
                render: (_: unknown, row: Row) => `${place(row.prefecture)} / ${place(row.county)}`,
              },
            ]
          : []),
        ...(movers
          ? [
              {
                title: t('risk.column.previous'),
                key: 'previous',
                align: 'right' as const,
                width: 72,
                responsive: ['sm' as const],
                render: (_: unknown, row: Row) => formatNumber(row.previousScore ?? 0, language),
              },
            ]
          : []),
        {
          title: t('risk.column.score'),
          dataIndex: 'score',
          align: 'right' as const,
          width: 64,
          render: (v: number) => formatNumber(v, language),
        },
        ...(movers
          ? [
              {
                title: t('risk.column.change'),
                key: 'change',
                align: 'right' as const,
                width: 72,
                responsive: ['sm' as const],
                render: (_: unknown, row: Row) => {
                  const d = row.score - (row.previousScore ?? row.score);
                  return `${d > 0 ? '+' : ''}${formatNumber(d, language)}`;
                },
              },
            ]
          : []),
        {
          title: t('risk.column.band'),
          dataIndex: 'band',
          width: 124,
          render: (band: Row['band']) => <BandTag band={band} />,
        },
      ]}
    />
  );
}
