import type { RiskBacktestYear } from '@coal/contracts';
import { Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format-number';
import { useBacktestT } from '../backtest-i18n';
import { shareOf } from '../model/backtest-charts';

interface Figure {
  key: string;
  label: string;
  /** The figure's value per set, for the delta; null when it cannot be computed. */
  value: (y: RiskBacktestYear) => number | null;
  show: (y: RiskBacktestYear) => ReactNode;
  /** Higher is better (AUC, shares of accidents caught); the share of mines flagged has no direction. */
  better: 'higher' | null;
}

/** The year's figures for the active set and, when compared, the draft and the difference. */
export function BacktestFigures({
  active,
  draft,
  labels,
}: {
  active: RiskBacktestYear;
  draft: RiskBacktestYear | null;
  labels: { active: string; draft: string };
}) {
  const { t, language } = useBacktestT();
  const pct = (x: number) => `${formatNumber(x * 100, language, 1)}%`;
  const ratio = (part: number, total: number) => {
    const share = shareOf(part, total);
    return share === null ? t('backtest.noEvents') : t('backtest.ratio', { share: pct(share), part, total });
  };
  const figures: Figure[] = [
    {
      key: 'auc',
      label: t('backtest.auc'),
      value: (y) => y.auc,
      show: (y) => (y.auc === null ? t('backtest.noAuc') : formatNumber(y.auc, language, 3)),
      better: 'higher',
    },
    {
      key: 'accidents',
      label: t('backtest.accidentShare'),
      value: (y) => shareOf(y.accidentsInCD, y.accidents),
      show: (y) => ratio(y.accidentsInCD, y.accidents),
      better: 'higher',
    },
    {
      key: 'deaths',
      label: t('backtest.deathShare'),
      value: (y) => shareOf(y.deathsInCD, y.deaths),
      show: (y) => ratio(y.deathsInCD, y.deaths),
      better: 'higher',
    },
    {
      key: 'high',
      label: t('backtest.highShare'),
      value: (y) => shareOf(y.bands.C + y.bands.D, y.mines),
      show: (y) => ratio(y.bands.C + y.bands.D, y.mines),
      better: null,
    },
    {
      key: 'positives',
      label: t('backtest.positives'),
      value: () => null,
      show: (y) => `${y.minesWithAccident} / ${y.mines}`,
      better: null,
    },
  ];
  const delta = (f: Figure): ReactNode => {
    if (!draft) return null;
    const a = f.value(active);
    const d = f.value(draft);
    if (a === null || d === null) return '—';
    const diff = d - a;
    const sign = diff > 0 ? '+' : '';
    const signed =
      f.key === 'auc'
        ? `${sign}${formatNumber(diff, language, 3)}`
        : t('backtest.points', { value: `${sign}${formatNumber(diff * 100, language, 1)}` });
    if (!f.better || Math.abs(diff) < 1e-9) return signed;
    return (
      <Typography.Text type={diff > 0 ? 'success' : 'danger'}>
        {signed} {diff > 0 ? t('backtest.better') : t('backtest.worse')}
      </Typography.Text>
    );
  };
  return (
    <Table
      size="small"
      className="risk-backtest__figures"
      pagination={false}
      rowKey="key"
      dataSource={figures}
      columns={[
        { title: t('backtest.metric'), key: 'label', render: (_, f) => f.label },
        {
          title: labels.active,
          key: 'active',
          render: (_, f) => <span data-testid={`backtest-active-${f.key}`}>{f.show(active)}</span>,
        },
        ...(draft
          ? [
              {
                title: labels.draft,
                key: 'draft',
                render: (_: unknown, f: Figure) => (
                  <span data-testid={`backtest-draft-${f.key}`}>{f.show(draft)}</span>
                ),
              },
              { title: t('backtest.delta'), key: 'delta', render: (_: unknown, f: Figure) => delta(f) },
            ]
          : []),
      ]}
    />
  );
}
