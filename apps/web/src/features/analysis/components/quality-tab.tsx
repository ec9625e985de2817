import {
  DICT_TYPES,
  type QualityComparison,
  type QualityRow,
  QUALITY_INDICATORS,
  seamLabel,
} from '@coal/contracts';
import { Alert, Card, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { EChart } from '@/components/echart/echart';
import { PanelBoundary } from '@/components/panel-boundary';
import { mineHref } from '@/lib/mine/mine-links';
import { type AnalysisKey, useAnalysisT } from '../analysis-i18n';
import {
  type IndicatorFigure,
  qualityBoxHeight,
  qualityBoxOption,
  qualityRadarOption,
} from '../model/chart-options';
import { useAnalysisLook } from './use-analysis-look';

interface TableRow extends Partial<QualityRow> {
  key: string;
  mineId: number;
  mineName: string;
  distanceKm: number | null;
  noData: boolean;
}

/** The box charts' height when their band names fit it (wrapped names can ask for more). */
const MIN_BOX_HEIGHT = 200;

const GRADE_DICT = {
  ad: DICT_TYPES.ashGrade,
  std: DICT_TYPES.sulfurGrade,
  qgrd: DICT_TYPES.calorificGrade,
} as const;

/** The quality tab: seam picker, radar against the neighbours' median, box plots with grade bands, table. */
export function QualityTab({
  data,
  seam,
  onSeam,
}: {
  data: QualityComparison;
  seam: string;
  onSeam: (seam: string) => void;
}) {
  const { t } = useAnalysisT();
  const { colors, label } = useAnalysisLook();
  const figures: IndicatorFigure[] = useMemo(
    () =>
      data.indicators.map((i) => ({
        key: i.key,
        name: t(`analysis.ind.${i.key}` as AnalysisKey),
        subject: i.subject,
        neighbours: i.neighbours,
      })),
    [data, t],
  );
  const radar = useMemo(
    () =>
      qualityRadarOption(figures, { subject: t('analysis.subject'), median: t('analysis.median') }, colors),
    [figures, t, colors],
  );
  const { boxes, boxHeight } = useMemo(() => {
    const bandLabel = (key: string, code: string) => {
      const dict = GRADE_DICT[key as keyof typeof GRADE_DICT];
      return dict ? label(dict, code) : code;
    };
    // One height for every box, so the row stays level when one indicator's names wrap.
    const height = qualityBoxHeight(figures, bandLabel, MIN_BOX_HEIGHT);
    return {
      boxHeight: height,
      boxes: figures.map((f) => ({
        figure: f,
        option: qualityBoxOption(
          f,
          (code) => bandLabel(f.key, code),
          { subject: t('analysis.subject'), neighbours: t('analysis.median') },
          colors,
          height,
        ),
      })),
    };
  }, [figures, label, t, colors]);
  const rows: TableRow[] = data.mines.flatMap((m): TableRow[] =>
    m.rows.length
      ? m.rows.map((r) => ({
          ...r,
          key: `${m.mineId}-${r.seam}`,
          mineId: m.mineId,
          mineName: m.mineName,
          distanceKm: m.distanceKm,
          noData: false,
        }))
      : [
          {
            key: `${m.mineId}`,
            mineId: m.mineId,
            mineName: m.mineName,
            distanceKm: m.distanceKm,
            noData: true,
          },
        ],
  );
  const value = (v: number | null | undefined) => (v === null || v === undefined ? '—' : v);
  const columns: ColumnsType<TableRow> = [
    {
      key: 'name',
      title: t('analysis.col.name'),
      fixed: 'left',
      render: (_, r) => (
        <>
          <Link to={mineHref(r.mineId)} lang="zh-CN">
            {r.mineName}
          </Link>
          {r.distanceKm === null && <span className="seam-matrix__badge">{t('analysis.subject')}</span>}
        </>
      ),
    },
    {
      key: 'distance',
      title: t('analysis.col.distance'),
      align: 'right',
      render: (_, r) => (r.distanceKm === null ? '—' : r.distanceKm.toFixed(1)),
    },
    {
      key: 'seam',
      title: t('analysis.col.seam'),
      onCell: (r) => (r.noData ? { colSpan: QUALITY_INDICATORS.length + 5 } : {}),
      render: (_, r) =>
        r.noData ? (
          <span className="analysis-nodata">{t('analysis.noData')}</span>
        ) : r.seamNo && r.seamNo !== r.seam ? (
          // Another numbering: the matched seam, then the mine's own number.
          t('analysis.ownSeamRow', { seam: r.label ?? '', own: seamLabel(r.seamNo) })
        ) : (
          r.label
        ),
    },
    ...QUALITY_INDICATORS.map((key) => ({
      key,
      title: t(`analysis.ind.${key}` as AnalysisKey),
      align: 'right' as const,
      onCell: (r: TableRow) => (r.noData ? { colSpan: 0 } : {}),
      render: (_: unknown, r: TableRow) => value(r[key]),
    })),
    {
      key: 'rank',
      title: t('analysis.col.coalRank'),
      onCell: (r) => (r.noData ? { colSpan: 0 } : {}),
      render: (_, r) => label(DICT_TYPES.coalRank, r.coalRank),
    },
    {
      key: 'ash',
      title: t('analysis.grade.ash'),
      onCell: (r) => (r.noData ? { colSpan: 0 } : {}),
      render: (_, r) => label(DICT_TYPES.ashGrade, r.ashGrade),
    },
    {
      key: 'sulfur',
      title: t('analysis.grade.sulfur'),
      onCell: (r) => (r.noData ? { colSpan: 0 } : {}),
      render: (_, r) => label(DICT_TYPES.sulfurGrade, r.sulfurGrade),
    },
    {
      key: 'calorific',
      title: t('analysis.grade.calorific'),
      onCell: (r) => (r.noData ? { colSpan: 0 } : {}),
      render: (_, r) => label(DICT_TYPES.calorificGrade, r.calorificGrade),
    },
  ];
  const rankColumns: ColumnsType<QualityComparison['byRank'][number]> = [
    {
      key: 'rank',
      title: t('analysis.col.coalRank'),
      render: (_, g) => label(DICT_TYPES.coalRank, g.coalRank),
    },
    { key: 'mines', title: t('analysis.quality.mines'), align: 'right', dataIndex: 'mines' },
    ...QUALITY_INDICATORS.map((key) => ({
      key,
      title: t(`analysis.ind.${key}` as AnalysisKey),
      align: 'right' as const,
      render: (_: unknown, g: QualityComparison['byRank'][number]) =>
        value(g.indicators.find((i) => i.key === key)?.neighbours?.median),
    })),
  ];
  const sameRank = data.byRank.find((g) => g.coalRank === data.coalRank)?.mines ?? 0;
  const boundary = { errorTitle: t('analysis.panelError'), retryLabel: t('analysis.retry') };
  const subjectHasRows = (data.mines[0]?.rows.length ?? 0) > 0;
  return (
    <div className="analysis-tab">
      <div className="analysis-seam-picker">
        <label htmlFor="analysis-seam">{t('analysis.seamPicker')}</label>
        <Select
          id="analysis-seam"
          value={seam}
          style={{ minWidth: 180 }}
          onChange={onSeam}
          options={[
            { value: '', label: t('analysis.allSeams') },
            ...data.allSeams.map((s) => ({ value: s.seam, label: `${s.label}（${s.mines}）` })),
          ]}
        />
      </div>
      {!subjectHasRows && <Alert type="warning" showIcon title={t('analysis.quality.subjectNoData')} />}
      <Alert
        type="info"
        showIcon
        title={
          data.coalRank
            ? t('analysis.quality.sameRank', {
                rank: label(DICT_TYPES.coalRank, data.coalRank),
                count: sameRank,
              })
            : t('analysis.quality.noRank')
        }
      />
      <div className="analysis-quality-charts">
        <PanelBoundary {...boundary}>
          <Card size="small" title={t('analysis.radar')}>
            <EChart option={radar} height={320} label={t('analysis.radarLabel')} />
          </Card>
        </PanelBoundary>
        <PanelBoundary {...boundary}>
          <Card size="small" title={t('analysis.box')}>
            <div className="analysis-boxes">
              {boxes.map(({ figure, option }) => (
                <figure key={figure.key} className="analysis-box">
                  <figcaption>{figure.name}</figcaption>
                  <EChart
                    height={boxHeight}
                    label={t('analysis.boxLabel', { name: figure.name })}
                    option={option}
                  />
                </figure>
              ))}
            </div>
          </Card>
        </PanelBoundary>
      </div>
      {data.byRank.length > 0 && (
        <PanelBoundary {...boundary}>
          <Card size="small" title={t('analysis.quality.byRank')}>
            <Table
              size="small"
              rowKey={(g) => g.coalRank ?? ''}
              columns={rankColumns}
              dataSource={data.byRank}
              pagination={false}
              scroll={{ x: 900 }}
            />
          </Card>
        </PanelBoundary>
      )}
      <PanelBoundary {...boundary}>
        <Card size="small" title={t('analysis.quality.table')}>
          <Table<TableRow>
            size="small"
            rowKey="key"
            columns={columns}
            dataSource={rows}
            pagination={rows.length > 15 ? { pageSize: 15, showSizeChanger: false } : false}
            scroll={{ x: 1200 }}
            rowClassName={(r) => (r.distanceKm === null ? 'analysis-row--subject' : '')}
          />
        </Card>
      </PanelBoundary>
    </div>
  );
}
