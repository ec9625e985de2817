import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Tabs } from 'antd';
import type { ComponentType } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { useFeedback } from '@/components/feedback';
import { PanelBoundary } from '@/components/panel-boundary';
import { isNotFoundError } from '@/lib/http/envelope';
import { mineHref, qualityComparisonHref, seamComparisonHref } from '@/lib/mine/mine-links';
import { useAnalysisT } from '../analysis-i18n';
import { useExportComparison } from '../api/export-comparison';
import { useQualityComparison } from '../api/get-quality-comparison';
import { useSeamComparison } from '../api/get-seam-comparison';
import { type ComparisonParams, parseComparisonParams, toComparisonParams } from '../model/comparison-url';
import { NeighbourMap } from './neighbour-map';
import { NeighbourTable } from './neighbour-table';
import { NoNeighbour } from './no-neighbour';
import { QualityTab } from './quality-tab';
import { RadiusControl } from './radius-control';
import { SeamTab } from './seam-tab';
import '@/styles/features/analysis.css';

export type ComparisonTab = 'seams' | 'quality';

/**
 * The neighbour comparison of one mine: seams or coal quality (the tab follows the route), the radius
 * in the URL, the map and the neighbour table above either tab.
 */
export function ComparisonPage({ tab, NotFound }: { tab: ComparisonTab; NotFound: ComponentType }) {
  const { t } = useAnalysisT();
  const { message } = useFeedback();
  const rawMineId = useParams().mineId ?? '';
  const mineId = /^\d{1,9}$/.test(rawMineId) ? Number(rawMineId) : 0;
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const params = parseComparisonParams(search);
  const seams = useSeamComparison({
    mineId,
    radiusKm: params.radiusKm,
    seams: params.seams,
    enabled: tab === 'seams',
  });
  const quality = useQualityComparison({
    mineId,
    radiusKm: params.radiusKm,
    seam: params.seam,
    enabled: tab === 'quality',
  });
  const current = tab === 'seams' ? seams : quality;
  const exporter = useExportComparison(`${t('analysis.title')}.xlsx`);

  const update = (patch: Partial<ComparisonParams>) =>
    setSearch(toComparisonParams({ ...params, ...patch }), { replace: false });
  const switchTab = (next: string) => {
    const query = toComparisonParams({ radiusKm: params.radiusKm, seams: '', seam: '' }).toString();
    const path = next === 'seams' ? seamComparisonHref(mineId) : qualityComparisonHref(mineId);
    void navigate(query ? `${path}?${query}` : path);
  };
  const exportXlsx = () =>
    exporter.mutate(
      tab === 'seams'
        ? { kind: 'seams', mineId, query: { radiusKm: params.radiusKm, seams: params.seams || undefined } }
        : {
            kind: 'coal-quality',
            mineId,
            query: { radiusKm: params.radiusKm, seam: params.seam || undefined },
          },
      { onError: () => void message.error(t('analysis.exportFailed')) },
    );
  const boundary = { errorTitle: t('analysis.panelError'), retryLabel: t('analysis.retry') };
  const subject = current.data?.subject;
  if (mineId === 0 || isNotFoundError(current.error)) return <NotFound />;

  return (
    <div className="analysis-page fills-screen">
      <header className="analysis-page__head">
        <div>
          <h1 className="analysis-page__title">
            {t('analysis.title')}
            {subject && (
              <span className="analysis-page__mine">
                {' · '}
                <span lang="zh-CN">{subject.mineName}</span>
              </span>
            )}
          </h1>
          <Link to={mineHref(mineId)} className="analysis-page__back">
            <ArrowLeftOutlined aria-hidden /> {t('analysis.backToProfile')}
          </Link>
        </div>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={exporter.isPending}
          onClick={exportXlsx}
          disabled={!current.data}
        >
          {exporter.isPending ? t('analysis.exporting') : t('analysis.export')}
        </Button>
      </header>
      <Tabs
        activeKey={tab}
        onChange={switchTab}
        items={[
          { key: 'seams', label: t('analysis.tab.seams') },
          { key: 'quality', label: t('analysis.tab.quality') },
        ]}
      />
      <RadiusControl value={params.radiusKm} onChange={(radiusKm) => update({ radiusKm })} />
      <DataState
        isPending={current.isPending}
        error={current.error}
        data={current.data}
        onRetry={() => void current.refetch()}
        errorTitle={t('analysis.loadFailed')}
      >
        {(data) => (
          <div className="analysis-body" aria-busy={current.isFetching || undefined}>
            {data.neighbourCount === 0 && (
              <NoNeighbour
                radiusKm={data.radiusKm}
                nearestKm={data.nearestKm}
                suggestedRadiusKm={data.suggestedRadiusKm}
                onWiden={(radiusKm) => update({ radiusKm })}
              />
            )}
            <div className="analysis-overview">
              <PanelBoundary {...boundary}>
                <Card size="small" title={t('analysis.map')} className="analysis-overview__map">
                  <NeighbourMap mines={data.mines} radiusKm={data.radiusKm} />
                </Card>
              </PanelBoundary>
              <PanelBoundary {...boundary}>
                <Card
                  size="small"
                  title={t('analysis.neighbours', { count: data.neighbourCount })}
                  className="analysis-overview__table"
                >
                  <NeighbourTable mines={data.mines} />
                </Card>
              </PanelBoundary>
            </div>
            {tab === 'seams' && seams.data ? (
              <SeamTab data={seams.data} />
            ) : quality.data ? (
              <QualityTab data={quality.data} seam={params.seam} onSeam={(seam) => update({ seam })} />
            ) : null}
          </div>
        )}
      </DataState>
    </div>
  );
}
