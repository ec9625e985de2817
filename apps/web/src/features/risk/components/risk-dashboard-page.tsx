import { DEFAULT_RISK_MODEL_NAME, RISK_BANDS, type RiskOverview } from '@coal/contracts';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { DataState } from '@/components/data-state';
import { EChart } from '@/components/echart/echart';
import { PanelBoundary } from '@/components/panel-boundary';
import { usePermission } from '@/components/permission';
import { formatNumber } from '@/lib/format-number';
import { usePlaceName } from '@/lib/place-name';
import { useRiskOverview } from '../api/get-overview';
import { useRiskModels } from '../api/models';
import {
  histogramOption,
  prefectureOption,
  OVERVIEW_CHART_HEIGHT,
  riskColors,
  weightsOption,
} from '../model/risk-charts';
import { useRiskT } from '../risk-i18n';
import { BacktestSection } from './backtest-section';
import { CountyRiskPanel } from './county-risk-panel';
import { RiskMineTable } from './risk-mine-table';
import { UnscoredPanel } from './unscored-panel';
import { useChartTheme } from '@/lib/chart/use-chart-theme';
import { WeightEditor } from './weight-editor';
import '@/styles/features/risk.css';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useRiskT();
  return (
    <Card title={title} className="risk-panel">
      <PanelBoundary errorTitle={t('risk.renderError')} retryLabel={t('risk.retry')}>
        {children}
      </PanelBoundary>
    </Card>
  );
}

function Charts({ overview }: { overview: RiskOverview }) {
  const { t } = useRiskT();
  const colors = useChartTheme(riskColors);
  const place = usePlaceName();
  const histogram = useMemo(
    () => histogramOption(overview.histogram, overview.thresholds, colors, t),
    [overview, colors, t],
  );
  const prefectures = useMemo(
    () => prefectureOption(overview, colors, t, place),
    [overview, colors, t, place],
  );
  const weights = useMemo(() => weightsOption(overview.weights, colors, t), [overview, colors, t]);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Panel title={t('risk.histogram.title')}>
          <EChart option={histogram} height={OVERVIEW_CHART_HEIGHT} label={t('risk.histogram.title')} />
        </Panel>
      </Col>
      <Col xs={24} xl={12}>
        <Panel title={t('risk.weights.title')}>
          <EChart option={weights} height={OVERVIEW_CHART_HEIGHT} label={t('risk.weights.title')} />
        </Panel>
      </Col>
      <Col xs={24}>
        <Panel title={t('risk.prefecture.title')}>
          <EChart option={prefectures} height={300} label={t('risk.prefecture.title')} />
        </Panel>
      </Col>
    </Row>
  );
}

/** /dashboard/riskmodel: the province's scores, why they are what they are, and (for admins) the weights. */
export function RiskDashboardPage() {
  const { t, language } = useRiskT();
  const overview = useRiskOverview();
  const can = usePermission();
  const admin = can(['admin']);
  const models = useRiskModels();
  const colors = useChartTheme(riskColors);
  const active = models.data?.find((m) => m.status === 'active');
  return (
    <div className="risk-page fills-screen">
      <Typography.Title level={3}>{t('risk.title')}</Typography.Title>
      <DataState
        isPending={overview.isPending}
        error={overview.error}
        data={overview.data}
        errorTitle={t('risk.loadError')}
        onRetry={() => void overview.refetch()}
      >
        {(data) => (
          <>
            <Typography.Paragraph type="secondary" data-testid="risk-version">
              {t('risk.subtitle', {
                name:
                  data.modelName === DEFAULT_RISK_MODEL_NAME ? t('risk.model.defaultName') : data.modelName,
                version: data.version,
                time: data.computedAt,
                mines: data.mines,
              })}
            </Typography.Paragraph>
            <Row gutter={[16, 16]} className="risk-bands">
              {RISK_BANDS.map((band) => (
                <Col xs={12} md={6} lg={4} key={band}>
                  <Card className={`risk-band risk-band--${band}`}>
                    <Statistic
                      styles={{ content: { color: colors.bands[band] } }}
                      title={t(`risk.band.${band}`)}
                      value={data.bands[band]}
                      suffix={language === 'zh-CN' ? '座' : undefined}
                    />
                  </Card>
                </Col>
              ))}
              <Col xs={24} md={24} lg={8}>
                <Card className="risk-band">
                  <Statistic title={t('risk.mean')} value={formatNumber(data.mean, language)} />
                </Card>
              </Col>
            </Row>
            <Charts overview={data} />
            <Row gutter={[16, 16]}>
              <Col xs={24}>
                <Panel title={t('risk.county.title')}>
                  <CountyRiskPanel overview={data} />
                </Panel>
              </Col>
            </Row>
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={12}>
                <Panel title={t('risk.top.title')}>
                  <RiskMineTable rows={data.top} />
                </Panel>
              </Col>
              <Col xs={24} xl={12}>
                <Panel title={t('risk.movers.title')}>
                  <RiskMineTable rows={data.movers} movers emptyText={t('risk.movers.empty')} />
                </Panel>
              </Col>
              <Col xs={24}>
                <Panel title={t('risk.unscored.title')}>
                  <UnscoredPanel unscored={data.unscored} />
                </Panel>
              </Col>
            </Row>
          </>
        )}
      </DataState>
      {/* Below the overview, so it appears once the overview has (or has failed): drawn before, it
          would jump down the page when the overview arrives. */}
      {!overview.isPending && (
        <BacktestSection drafts={admin ? (models.data ?? []).filter((m) => m.status === 'draft') : []} />
      )}
      {admin && active && !overview.isPending && (
        <PanelBoundary errorTitle={t('risk.renderError')} retryLabel={t('risk.retry')}>
          <WeightEditor key={active.id} active={active} />
        </PanelBoundary>
      )}
    </div>
  );
}
