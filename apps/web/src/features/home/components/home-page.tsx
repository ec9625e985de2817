import { Alert, Button, Card, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { PanelBoundary } from '@/components/panel-boundary';
import { formatDateTime } from '@/lib/format-date';
import { useProvinceOverview } from '@/lib/mine/province-overview';
import { useSessionStore } from '@/lib/session';
import { useHomeT } from '../home-i18n';
import type { SearchLink } from '../search-link';
import { HeadlineFigures } from './headline-figures';
import { HeroSearch } from './hero-search';
import { PrefectureShortcuts } from './prefecture-shortcuts';
import { StatusBreakdown } from './status-breakdown';
import '@/styles/features/home.css';
import { SampleTag } from '@/components/sample-tag';

// ECharts is big: it loads after the first screen.
const PrefectureChart = lazy(() =>
  import('./prefecture-chart').then((m) => ({ default: m.PrefectureChart })),
);

/** The public home portal (`/index`): search hero, province figures, prefecture chart and shortcuts. */
export function HomePage({ searchHref }: { searchHref: SearchLink }) {
  const { t } = useHomeT();
  const navigate = useNavigate();
  const signedIn = useSessionStore((s) => s.token !== null);
  const overview = useProvinceOverview();
  const data = overview.data;

  return (
    <div className="home fills-screen">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <h1 id="home-hero-title" className="home-hero__title">
          {t('home.hero.title')}
        </h1>
        <p className="home-hero__subtitle">{t('home.hero.subtitle')}</p>
        <HeroSearch searchHref={searchHref} />
        {!signedIn && <p className="home-hero__hint">{t('home.hero.loginHint')}</p>}
      </section>

      <section className="home-section" aria-labelledby="home-figures-title">
        <div className="home-section__head">
          <h2 id="home-figures-title" className="panel-heading">
            {t('home.figures.title')}
          </h2>
          {data?.sample && <SampleTag label={t('home.sample')} hint={t('home.sampleHint')} />}
          {data && (
            <span className="home-section__meta">
              {t('home.figures.updated', { time: formatDateTime(data.updatedAt) })}
            </span>
          )}
        </div>
        {overview.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : !data ? (
          <Alert
            type="error"
            showIcon
            title={t('home.figures.error')}
            action={<Button onClick={() => void overview.refetch()}>{t('home.figures.retry')}</Button>}
          />
        ) : (
          <>
            <HeadlineFigures overview={data} />
            <div className="home-grid">
              <Card
                size="small"
                className="home-grid__chart"
                title={<h3 className="home-card-title">{t('home.prefecture.title')}</h3>}
                extra={<span className="home-section__meta">{t('home.prefecture.hint')}</span>}
              >
                <PanelBoundary errorTitle={t('home.figures.error')} retryLabel={t('home.figures.retry')}>
                  <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                    <PrefectureChart
                      overview={data}
                      onPick={(prefecture) => void navigate(searchHref({ prefecture: [prefecture] }))}
                    />
                  </Suspense>
                </PanelBoundary>
              </Card>
              <Card
                size="small"
                className="home-grid__status"
                title={<h3 className="home-card-title">{t('home.status.title')}</h3>}
              >
                <StatusBreakdown overview={data} searchHref={searchHref} />
              </Card>
            </div>
            <Card size="small" title={<h3 className="home-card-title">{t('home.shortcuts.title')}</h3>}>
              <PrefectureShortcuts overview={data} searchHref={searchHref} />
            </Card>
          </>
        )}
      </section>
    </div>
  );
}
