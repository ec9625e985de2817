import {
  type RiskBacktest,
  type RiskBacktestState,
  type RiskModel,
  STATUS_CHANGE_ITEM,
} from '@coal/contracts';
import { Alert, Card, Col, Progress, Row, Select, type SelectProps, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { DataState } from '@/components/data-state';
import { EChart } from '@/components/echart/echart';
import { DATA_SLOT, WithData } from '@/components/with-data';
import { useChartTheme } from '@/lib/chart/use-chart-theme';
import { useRiskBacktest } from '../api/get-backtest';
import { useBacktestT } from '../backtest-i18n';
import { defaultBacktestYear, rocOption } from '../model/backtest-charts';
import { riskColors } from '../model/risk-charts';
import { BacktestFigures } from './backtest-figures';
import { BacktestTransitions } from './backtest-transitions';

const ROC_HEIGHT = 320;

/** A choice above the figures, named by its visible label. */
function Choice<T extends number>(props: { label: string; testId: string } & SelectProps<T>) {
  const { label, testId, ...select } = props;
  return (
    <label>
      {label} <Select<T> aria-label={label} data-testid={testId} popupMatchSelectWidth={false} {...select} />
    </label>
  );
}

/** The ROC curves of the chosen year, the active set's and (when compared) the draft's. */
function RocChart({ year, sets }: { year: number; sets: { name: string; result: RiskBacktest }[] }) {
  const { t } = useBacktestT();
  const colors = useChartTheme(riskColors);
  const option = useMemo(
    () =>
      rocOption(
        sets.map(({ name, result }, i) => ({
          name,
          points: result.years.find((y) => y.year === year)?.roc ?? [],
          colour: i === 0 ? colors.bands.B : colors.bands.D,
        })),
        colors,
        { fpr: t('backtest.fpr'), tpr: t('backtest.tpr'), diagonal: t('backtest.diagonal') },
      ),
    [sets, year, colors, t],
  );
  return <EChart option={option} height={ROC_HEIGHT} label={t('backtest.rocLabel', { year })} />;
}

function Figures({
  active,
  draft,
  draftModel,
}: {
  active: RiskBacktest;
  draft: RiskBacktest | null;
  draftModel: RiskModel | null;
}) {
  const { t } = useBacktestT();
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? defaultBacktestYear(active.years);
  const shown = active.years.find((y) => y.year === year);
  if (year === null || !shown) return <Typography.Paragraph>{t('backtest.noYears')}</Typography.Paragraph>;
  const draftYear = draft?.years.find((y) => y.year === year) ?? null;
  const activeName = t('backtest.active', { version: active.set.id });
  const draftName = draftModel ? t('backtest.draft', { version: draftModel.id }) : '';
  const sets = [{ name: activeName, result: active }, ...(draft ? [{ name: draftName, result: draft }] : [])];
  const transitions = (name: string, table: number[][] | null) => (
    <BacktestTransitions
      title={t(draft ? 'backtest.transitionsFor' : 'backtest.transitions', {
        set: name,
        year,
        next: year + 1,
      })}
      year={year}
      table={table}
    />
  );
  return (
    <>
      <Space wrap className="risk-backtest__controls">
        <Choice
          label={t('backtest.year')}
          testId="backtest-year"
          value={year}
          onChange={setChosen}
          options={[...active.years].reverse().map((y) => ({
            value: y.year,
            label: t('backtest.yearOption', { year: y.year }),
          }))}
        />
        <Typography.Text type="secondary" data-testid="backtest-follow-up">
          {t(shown.followUp.complete ? 'backtest.followUp' : 'backtest.followUpOpen', {
            from: shown.followUp.from,
            to: shown.followUp.to,
          })}
        </Typography.Text>
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <BacktestFigures
            active={shown}
            draft={draftYear}
            labels={{ active: activeName, draft: draftName }}
          />
        </Col>
        <Col xs={24} xl={12}>
          <Typography.Title level={5}>{t('backtest.roc')}</Typography.Title>
          <RocChart year={year} sets={sets} />
          <Typography.Paragraph type="secondary">{t('backtest.rocHint')}</Typography.Paragraph>
        </Col>
        <Col xs={24} xl={draftYear ? 12 : 24}>
          {transitions(activeName, shown.transitions)}
        </Col>
        {draftYear && (
          <Col xs={24} xl={12}>
            {transitions(draftName, draftYear.transitions)}
          </Col>
        )}
      </Row>
      <Typography.Paragraph type="secondary">
        {t('backtest.computedAt', { time: active.computedAt })}
      </Typography.Paragraph>
    </>
  );
}

type Computing = Extract<RiskBacktestState, { status: 'computing' }>;

/** A back-test the server is still computing: how far it has got (the page asks again until done). */
function ComputingNote({ state }: { state: Computing }) {
  const { t, language } = useBacktestT();
  const { done, total } = state.progress;
  return (
    <div className="risk-backtest__computing" data-testid="backtest-computing" role="status">
      <Typography.Paragraph>{t('backtest.computing')}</Typography.Paragraph>
      <Progress percent={total ? Math.round((100 * done) / total) : 0} status="active" />
      <Typography.Text type="secondary">
        {total
          ? t('backtest.computingProgress', {
              done: done.toLocaleString(language),
              total: total.toLocaleString(language),
              time: state.startedAt,
            })
          : t('backtest.computingStart', { time: state.startedAt })}
      </Typography.Text>
    </div>
  );
}

/**
 * /dashboard/riskmodel's back-test: each past year's scores against the accidents that followed, for the
 * active set and, for administrators, a draft before it is activated.
 */
export function BacktestSection({ drafts }: { drafts: RiskModel[] }) {
  const { t } = useBacktestT();
  const [draftId, setDraftId] = useState<number | null>(null);
  const draftModel = drafts.find((d) => d.id === draftId) ?? null;
  const active = useRiskBacktest('active');
  const draft = useRiskBacktest(draftModel ? draftModel.id : null);
  return (
    <Card title={t('backtest.title')} className="risk-panel risk-backtest" data-testid="risk-backtest">
      <Typography.Paragraph>{t('backtest.intro')}</Typography.Paragraph>
      {drafts.length > 0 && (
        <Space wrap className="risk-backtest__controls">
          <Choice
            label={t('backtest.compare')}
            testId="backtest-draft"
            value={draftModel?.id ?? 0}
            onChange={(id) => setDraftId(id || null)}
            options={[
              { value: 0, label: t('backtest.compareNone') },
              ...drafts.map((d) => ({
                value: d.id,
                label: (
                  <WithData
                    text={t('backtest.draftOption', { version: d.id, name: DATA_SLOT })}
                    value={d.name}
                  />
                ),
              })),
            ]}
          />
        </Space>
      )}
      <DataState
        isPending={active.isPending || (draftModel !== null && draft.isPending)}
        error={active.error ?? (draftModel ? draft.error : null)}
        data={active.data}
        errorTitle={t('backtest.loadError')}
        onRetry={() => void (active.error ? active.refetch() : draft.refetch())}
      >
        {(data) => {
          if (data.status === 'computing') return <ComputingNote state={data} />;
          if (draftModel && draft.data?.status === 'computing') return <ComputingNote state={draft.data} />;
          const compared = draftModel && draft.data?.status === 'ready' ? draft.data : null;
          return (
            <>
              <Alert
                type={data.sample ? 'warning' : 'info'}
                showIcon
                className="risk-backtest__note"
                data-testid="backtest-note"
                title={data.sample ? t('backtest.sampleNote') : t('backtest.realNote')}
                description={
                  <WithData text={t('backtest.dating', { item: DATA_SLOT })} value={STATUS_CHANGE_ITEM} />
                }
              />
              <Figures active={data} draft={compared} draftModel={draftModel} />
            </>
          );
        }}
      </DataState>
    </Card>
  );
}
