import { Col, Descriptions, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { DataState } from '@/components/data-state';
import { EChart } from '@/components/echart/echart';
import { formatNumber } from '@/lib/format-number';
import { useMineRisk } from '../api/get-mine-risk';
import { historyOption, riskColors, waterfallOption } from '../model/risk-charts';
import { useRiskT } from '../risk-i18n';
import { BandTag } from './band-tag';
import { useChartTheme } from '@/lib/chart/use-chart-theme';

/** The profile's score: the value and band, what made it (waterfall), how it compares, how it moved. */
export function MineRiskSection({ mineId }: { mineId: number }) {
  const { t, language } = useRiskT();
  const query = useMineRisk({ mineId });
  const colors = useChartTheme(riskColors);
  const charts = useMemo(
    () =>
      query.data && {
        waterfall: waterfallOption(query.data, colors, t),
        history: historyOption(query.data, colors, t),
      },
    [query.data, colors, t],
  );
  return (
    <DataState
      isPending={query.isPending}
      error={query.error}
      data={query.data}
      errorTitle={t('risk.score.none')}
      onRetry={() => void query.refetch()}
    >
      {(risk) => (
        <div className="risk-mine" data-testid="mine-risk">
          <div className="risk-mine__head">
            <span className="risk-mine__score">
              {t('risk.score.value', { score: formatNumber(risk.score, language) })}
            </span>
            <BandTag band={risk.band} />
            <Typography.Text type="secondary">
              {t('risk.score.version', { version: risk.version, time: risk.computedAt })}
            </Typography.Text>
          </div>
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
      )}
    </DataState>
  );
}
