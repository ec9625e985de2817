import { RISK_BANDS, type RiskBand, type RiskPreview } from '@coal/contracts';
import { Col, Row, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { EChart } from '@/components/echart/echart';
import { histogramOption, riskColors } from '../model/risk-charts';
import { useRiskT } from '../risk-i18n';
import { BandTag } from './band-tag';
import { RiskMineTable } from './risk-mine-table';
import { useChartTheme } from '@/lib/chart/use-chart-theme';

/** What activating the draft would do: bands before and after, the distribution, the mines that move. */
export function PreviewPanel({
  id,
  preview,
  thresholds,
}: {
  id: number;
  preview: RiskPreview;
  thresholds: [number, number, number];
}) {
  const { t } = useRiskT();
  const colors = useChartTheme(riskColors);
  const option = useMemo(
    () =>
      histogramOption(preview.histogram, thresholds, colors, t, {
        current: t('risk.preview.current'),
        proposed: t('risk.preview.proposed'),
      }),
    [preview, thresholds, colors, t],
  );
  return (
    <section className="risk-preview" aria-label={t('risk.preview.title', { version: id })}>
      <Typography.Title level={5}>{t('risk.preview.title', { version: id })}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Table
            size="small"
            pagination={false}
            rowKey="band"
            dataSource={RISK_BANDS.map((band) => ({
              band,
              current: preview.current[band],
              proposed: preview.proposed[band],
            }))}
            columns={[
              {
                title: t('risk.column.band'),
                dataIndex: 'band',
                render: (band: RiskBand) => <BandTag band={band} />,
              },
              { title: t('risk.preview.current'), dataIndex: 'current', align: 'right' },
              { title: t('risk.preview.proposed'), dataIndex: 'proposed', align: 'right' },
            ]}
          />
        </Col>
        <Col xs={24} lg={14}>
          <EChart option={option} height={240} label={t('risk.histogram.title')} />
        </Col>
      </Row>
      <Typography.Paragraph strong data-testid="band-changes">
        {preview.bandChanges
          ? t('risk.preview.changes', { count: preview.bandChanges })
          : t('risk.preview.none')}
      </Typography.Paragraph>
      {preview.changes.length > 0 && <RiskMineTable rows={preview.changes} movers />}
      <Table
        size="small"
        className="risk-preview__weights"
        pagination={false}
        rowKey="indicator"
        dataSource={preview.weights.filter((w) => w.entropy !== null)}
        columns={[
          { title: '', key: 'g', render: (_, w) => t(`risk.group.${w.group}`) },
          { title: '', key: 'i', render: (_, w) => t(`risk.indicator.${w.indicator}`) },
          {
            title: t('risk.preview.ahp'),
            key: 'a',
            align: 'right',
            render: (_, w) => `${(w.ahp * 100).toFixed(1)}%`,
          },
          {
            title: t('risk.preview.entropy'),
            key: 'e',
            align: 'right',
            render: (_, w) => `${((w.entropy ?? 0) * 100).toFixed(1)}%`,
          },
          {
            title: t('risk.preview.weight'),
            key: 'w',
            align: 'right',
            render: (_, w) => `${(w.weight * 100).toFixed(1)}%`,
          },
        ]}
      />
    </section>
  );
}
