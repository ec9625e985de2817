import { RISK_BANDS, type RiskBand } from '@coal/contracts';
import { Table, Typography } from 'antd';
import { useBacktestT } from '../backtest-i18n';
import { BandTag } from './band-tag';

/** Mines by band at one year's end (rows) and the next year's (columns). */
export function BacktestTransitions({
  title,
  year,
  table,
}: {
  title: string;
  year: number;
  table: number[][] | null;
}) {
  const { t } = useBacktestT();
  if (!table)
    return (
      <Typography.Paragraph type="secondary">{t('backtest.transitionsNone', { year })}</Typography.Paragraph>
    );
  return (
    <Table
      size="small"
      className="risk-backtest__transitions"
      title={() => title}
      pagination={false}
      rowKey="band"
      dataSource={RISK_BANDS.map((band, i) => ({ band, cells: table[i]! }))}
      columns={[
        {
          title: t('backtest.from', { year }),
          dataIndex: 'band',
          render: (band: RiskBand) => <BandTag band={band} />,
        },
        ...RISK_BANDS.map((band, j) => ({
          title: <BandTag band={band} />,
          key: band,
          align: 'right' as const,
          render: (_: unknown, row: { band: RiskBand; cells: number[] }) => (
            // The diagonal (band kept) in bold.
            <span className={row.band === band ? 'risk-backtest__kept' : undefined}>{row.cells[j]}</span>
          ),
        })),
      ]}
    />
  );
}
