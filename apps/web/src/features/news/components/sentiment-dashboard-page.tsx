import type { SentimentDashboard, SentimentLabel } from '@coal/contracts';
import { Card, Col, DatePicker, Empty, Row, Segmented, Space, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ECharts } from 'echarts/core';
import 'echarts-wordcloud';
import { useLayoutEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { EChart } from '@/components/echart/echart';
import { PanelBoundary } from '@/components/panel-boundary';
import { type ChartTheme as ThemeColors, useChartTheme } from '@/lib/chart/use-chart-theme';
import { usePlaceName } from '@/lib/place-name';
import '@/styles/features/news.css';
import { useSentimentDashboard } from '../api/get-dashboard';
import {
  type ChartTheme,
  distributionOption,
  LABELS,
  periodDrill,
  prefectureOption,
  timelineOption,
  wordCloudOption,
} from '../model/dashboard-options';
import { trendsHref, type TrendsQuery } from '../model/trends-params';
import { useNewsT } from '../news-i18n';
import { NewsItem } from './news-item';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** /dashboard/sentiment: every figure aggregated on the server; each one drills into /trends. */
export function SentimentDashboardPage() {
  const { t } = useNewsT();
  const [params, setParams] = useSearchParams();
  const dateFrom = isoDate.test(params.get('dateFrom') ?? '') ? params.get('dateFrom')! : undefined;
  const dateTo = isoDate.test(params.get('dateTo') ?? '') ? params.get('dateTo')! : undefined;
  const granularity = params.get('granularity') === 'week' ? 'week' : 'month';
  const dashboard = useSentimentDashboard({ query: { dateFrom, dateTo, granularity } });
  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  return (
    <div className="news-page fills-screen">
      <Space wrap className="news-dash__bar" size={12}>
        <Typography.Title level={3} className="news-page__title">
          {t('news.dash.title')}
        </Typography.Title>
        <DatePicker.RangePicker
          aria-label={t('news.dash.period')}
          value={dashboard.data ? [dayjs(dashboard.data.dateFrom), dayjs(dashboard.data.dateTo)] : null}
          onChange={(range) =>
            update({ dateFrom: range?.[0]?.format('YYYY-MM-DD'), dateTo: range?.[1]?.format('YYYY-MM-DD') })
          }
        />
        <Segmented
          value={granularity}
          options={[
            { value: 'week', label: t('news.dash.granularity.week') },
            { value: 'month', label: t('news.dash.granularity.month') },
          ]}
          onChange={(value) => update({ granularity: value === 'week' ? 'week' : undefined })}
        />
        <Typography.Text type="secondary">{t('news.dash.drillHint')}</Typography.Text>
      </Space>
      <DataState
        isPending={dashboard.isPending}
        error={dashboard.error}
        data={dashboard.data}
        onRetry={() => void dashboard.refetch()}
      >
        {(data) => <DashboardBody data={data} />}
      </DataState>
    </div>
  );
}

/** Positive green, neutral faint, negative red, in the theme's shades. */
const sentimentColors = (c: ThemeColors): ChartTheme => ({
  text: c.text,
  subtle: c.subtle,
  colors: { positive: c.success, neutral: c.faint, negative: c.error },
});

/** Registers a click handler that always sees the latest data. */
function useDrill(onClick: (params: { seriesIndex?: number; dataIndex: number; data: unknown }) => void) {
  const latest = useRef(onClick);
  useLayoutEffect(() => {
    latest.current = onClick;
  });
  return (chart: ECharts) => {
    chart.on('click', (params) => latest.current(params as never));
  };
}

function DashboardBody({ data }: { data: SentimentDashboard }) {
  const { t } = useNewsT();
  const place = usePlaceName();
  const navigate = useNavigate();
  const chartTheme = useChartTheme(sentimentColors);
  const names = {
    positive: t('news.label.positive'),
    neutral: t('news.label.neutral'),
    negative: t('news.label.negative'),
  };
  const period = { dateFrom: data.dateFrom, dateTo: data.dateTo };
  const drill = (query: TrendsQuery) => void navigate(trendsHref(query));
  const boundary = { errorTitle: t('news.panel.error'), retryLabel: t('news.panel.retry') };

  const onTimeline = useDrill(({ seriesIndex, dataIndex }) => {
    const point = data.timeline[dataIndex];
    const label = LABELS[seriesIndex ?? 0];
    if (point && label) drill(periodDrill(data, point.period, label));
  });
  const onDistribution = useDrill(({ data: item }) => {
    drill({ ...period, sentiment: (item as { label: SentimentLabel }).label });
  });
  const onPrefecture = useDrill(({ seriesIndex, dataIndex }) => {
    const row = data.byPrefecture[dataIndex];
    const label = LABELS[seriesIndex ?? 0];
    if (row && label) drill({ ...period, prefecture: row.prefecture, sentiment: label });
  });
  const onWord = useDrill(({ data: item }) => drill({ ...period, keyword: (item as { word: string }).word }));

  if (data.total === 0) return <Empty description={t('news.dash.empty')} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={6}>
        <Card size="small" className="news-dash__stats">
          <Statistic title={t('news.dash.total')} value={data.total} />
          {LABELS.map((label) => (
            <Link key={label} to={trendsHref({ ...period, sentiment: label })} className="news-dash__stat">
              <span className={`news-dot news-dot--${label}`} />
              {names[label]} <strong>{data.distribution[label]}</strong>
            </Link>
          ))}
        </Card>
      </Col>
      <Col xs={24} lg={18}>
        <PanelBoundary {...boundary}>
          <Card size="small" title={t('news.dash.timeline')}>
            <EChart
              // Text stays text: crisp on a phone, and its labels can be measured.
              renderer="svg"
              height={280}
              label={t('news.dash.timeline')}
              option={timelineOption(data, names, chartTheme)}
              onReady={onTimeline}
            />
          </Card>
        </PanelBoundary>
      </Col>
      <Col xs={24} lg={8}>
        <PanelBoundary {...boundary}>
          <Card size="small" title={t('news.dash.distribution')}>
            <EChart
              // Text stays text: crisp on a phone, and its labels can be measured.
              renderer="svg"
              height={280}
              label={t('news.dash.distribution')}
              option={distributionOption(data, names, chartTheme)}
              onReady={onDistribution}
            />
          </Card>
        </PanelBoundary>
      </Col>
      <Col xs={24} lg={16}>
        <PanelBoundary {...boundary}>
          <Card size="small" title={t('news.dash.byPrefecture')}>
            <EChart
              // Text stays text: crisp on a phone, and its labels can be measured.
              renderer="svg"
              height={280}
              label={t('news.dash.byPrefecture')}
              option={prefectureOption(data, names, chartTheme, place)}
              onReady={onPrefecture}
            />
          </Card>
        </PanelBoundary>
      </Col>
      <Col xs={24} lg={8}>
        <RankCard
          title={t('news.dash.topMines')}
          rows={data.topMines}
          href={(id) => trendsHref({ ...period, mineId: id, sentiment: 'negative' })}
        />
      </Col>
      <Col xs={24} lg={8}>
        <RankCard
          title={t('news.dash.topCompanies')}
          rows={data.topCompanies}
          href={(id) => trendsHref({ ...period, companyId: id, sentiment: 'negative' })}
        />
      </Col>
      <Col xs={24} lg={8}>
        <PanelBoundary {...boundary}>
          <Card size="small" title={t('news.dash.words')}>
            <EChart
              height={300}
              label={t('news.dash.words')}
              option={wordCloudOption(data, chartTheme)}
              onReady={onWord}
            />
          </Card>
        </PanelBoundary>
      </Col>
      <Col xs={24}>
        <Card size="small" title={t('news.dash.latestNegative')}>
          <ul className="news-list">
            {data.latestNegative.map((item) => (
              <NewsItem key={item.id} item={item} compact />
            ))}
          </ul>
        </Card>
      </Col>
    </Row>
  );
}

function RankCard({
  title,
  rows,
  href,
}: {
  title: string;
  rows: SentimentDashboard['topMines'];
  href: (id: number) => string;
}) {
  const { t } = useNewsT();
  return (
    <Card size="small" title={title}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ol className="news-rank">
          {rows.map((row) => (
            <li key={row.id}>
              <Link to={href(row.id)} lang="zh-CN">
                {row.name}
              </Link>
              <span className="news-rank__count">
                {t('news.dash.negativeCount', { count: row.negative })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
