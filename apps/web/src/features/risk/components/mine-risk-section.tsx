import { Col, Descriptions, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { DataState } from '@/components/data-state';
import { EChart } from '@/components/echart/echart';
import { formatNumber } from '@/lib/format-number';
import { useMineRisk } from '../api/get-mine-risk';
import { historyOption, riskColors, waterfallOption } from '../model/risk-charts';
import { useRiskT } from '../risk-i18n';
import { useChartTheme } from '@/lib/chart/use-chart-theme';
import { RiskScoreLabel } from '@/components/risk-score-label';
import { floorText } from '../model/floor-text';

/** The profile's score: the value and band, what made it (waterfall), how it compares, how it moved. */
export function MineRiskSection({ mineId }: { mineId: number }) {
  const { t, language } = useRiskT();
  const query = useMineRisk({ mineId });
  const colors = useChartTheme(riskColors);
  const scored = query.data && query.data.unscored === null ? query.data : undefined;
  const charts = useMemo(
    () =>
      scored && {
        waterfall: waterfallOption(scored, colors, t),
        history: historyOption(scored, colors, t),
      },
    [scored, colors, t],
  );
  return (
    <DataState
      isPending={query.isPending}
      error={query.error}
      data={query.data}
      errorTitle={t('risk.score.none')}
      onRetry={() => void query.refetch()}
    >
      {(risk) =>
        risk.unscored !== null ? (
          <div className="risk-mine" data-testid="mine-risk">
            <Typography.Text type="secondary" data-testid="mine-risk-unscored">
              {t(`risk.unscored.${risk.unscored}`, {
                missing: risk.missing.map((id) => t(`risk.indicator.${id}`)).join('、'),
              })}
            </Typography.Text>
          </div>
        ) : (
          <div className="risk-mine" data-testid="mine-risk">
            <div className="risk-mine__head">
              <span className="risk-mine__score">
                <RiskScoreLabel
                  score={risk.score}
                  band={risk.band}
                  version={risk.version}
                  computedAt={risk.computedAt}
                />
              </span>
            </div>
            <Typography.Paragraph data-testid="mine-risk-reason">
              {risk.floor
                ? t('risk.floor.set', {
                    rule: floorText(risk.floor.rule, t),
                    band: risk.floor.rule.band,
                    scoreBand: risk.scoreBand,
                  })
                : t('risk.floor.none')}
            </Typography.Paragraph>
            <Descriptions
              size="small"
              // Labels at the secondary text colour: antd's tertiary grey fails AA contrast.
              styles={{ label: { color: 'var(--app-text-secondary)' } }}
              column={{ xs: 1, sm: 3 }}
              items={[
                {
                  key: 'county',
                  label: t('risk.score.countyMean'),
                  children: formatNumber(risk.countyMean, language),
                },
                {
                  key: 'prefecture',
                  label: t('risk.score.prefectureMean'),
                  children: formatNumber(risk.prefectureMean, language),
                },
                {
                  key: 'province',
                  label: t('risk.score.provinceMean'),
                  children: formatNumber(risk.provinceMean, language),
                },
              ]}
            />
            {charts && (
              <Row gutter={[16, 16]}>
                <Col xs={24} xl={14}>
                  <h4 className="risk-mine__chart-title">{t('risk.score.waterfall')}</h4>
                  <EChart option={charts.waterfall} height={360} label={t('risk.score.waterfall')} />
                </Col>
                <Col xs={24} xl={10}>
                  <h4 className="risk-mine__chart-title">{t('risk.score.history')}</h4>
                  <EChart option={charts.history} height={240} label={t('risk.score.history')} />
                </Col>
              </Row>
            )}
          </div>
        )
      }
    </DataState>
  );
}
