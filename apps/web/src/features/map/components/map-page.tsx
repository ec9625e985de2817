import { DICT_TYPES, type MapBoundaries } from '@coal/contracts';
import { CameraOutlined, FilterOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Breadcrumb,
  Button,
  Drawer,
  Empty,
  Segmented,
  Select,
  Skeleton,
  Switch,
  theme,
} from 'antd';
import type { ECharts } from 'echarts/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataState } from '@/components/data-state';
import { PanelBoundary } from '@/components/panel-boundary';
import { chartTooltipLines, escapeChartText } from '@/lib/chart/chart-text';
import { statusColors } from '@/lib/chart/status-colors';
import { type DictEntry, useDict } from '@/lib/dict';
import { env } from '@/lib/env';
import { formatNumber } from '@/lib/format-number';
import { usePlaceName } from '@/lib/place-name';
import { useIsPhone } from '@/lib/use-is-phone';
import { useBoundaries } from '../api/get-boundaries';
import { useMapMines } from '../api/get-map-mines';
import { mineCardQuery } from '../api/get-mine-card';
import { useMapT } from '../map-i18n';
import type { MineFilterKit } from '../model/filter-kit';
import { CAMERAS, type MapView, mapUrlParams, parseMapView, queryOf } from '../model/map-params';
import {
  DARK_PALETTE,
  LIGHT_PALETTE,
  map2DOption,
  map3DOption,
  type TooltipFormatter,
} from '../model/map-option';
import { groupByStatus, type StatusInfo } from '../model/mine-groups';
import { hasWebGL } from '../model/webgl';
import { MapChart } from './map-chart';
import { MineCard } from './mine-card';
import { StatusLegend } from './status-legend';
import '@/styles/features/map.css';

const FALLBACK_COLOR = '#86909c';

function useViewport(): { width: number; height: number } {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/** The province map (`/map`): every filtered mine in 3D or 2D, by status, with drill-down and a side card. */
export function MapPage<F>({ kit }: { kit: MineFilterKit<F> }) {
  const { t, language } = useMapT();
  const { token } = theme.useToken();
  const phone = useIsPhone();
  const { width: viewportWidth, height: viewport } = useViewport();
  const place = usePlaceName();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => kit.fromParams(params), [kit, params]);
  const view = useMemo(() => parseMapView(params), [params]);
  const filterQuery = queryOf(kit.searchHref(filters));
  const setView = (patch: Partial<MapView>) => setParams(mapUrlParams(filterQuery, { ...view, ...patch }));
  const setFilters = (patch: Partial<F>) =>
    setParams(mapUrlParams(queryOf(kit.searchHref({ ...filters, ...patch })), view));

  const webgl = hasWebGL();
  const mode = webgl ? view.mode : '2d';
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [selected, setSelected] = useState<number>();
  const [resets, setResets] = useState(0);
  const chart = useRef<ECharts | null>(null);

  const province = useBoundaries('province');
  const areaCode = view.area
    ? province.data?.features.find((f) => f.properties.name === view.area)?.properties.code
    : undefined;
  const counties = useBoundaries(areaCode);
  const boundaries: MapBoundaries | undefined = view.area ? counties.data : province.data;
  const mapName = view.area ? `coal-map-${areaCode}` : 'coal-map-province';

  const query = useMemo(
    () => ({ ...kit.toQuery(filters), ...(view.area ? { prefecture: view.area } : {}) }),
    [kit, filters, view.area],
  );
  const mines = useMapMines(query);

  const statusDict = useDict(DICT_TYPES.productionStatus).data;
  const statuses = useMemo<StatusInfo[]>(() => {
    const entries = [...(statusDict ?? new Map<string, DictEntry>())];
    const colors = statusColors(entries.map(([, e]) => e.tone));
    return entries.map(([value, e], i) => ({ value, label: e.label, color: colors[i] ?? FALLBACK_COLOR }));
  }, [statusDict]);
  const { groups, counts, shown } = useMemo(
    () => groupByStatus(mines.data?.rows ?? [], statuses, view.hidden, FALLBACK_COLOR),
    [mines.data, statuses, view.hidden],
  );

  const tooltip = useCallback<TooltipFormatter>(
    (raw, ticket, callback) => {
      const p = raw as { componentType?: string; seriesIndex?: number; dataIndex?: number; name?: string };
      if (p.componentType !== 'series') return escapeChartText(place(p.name ?? ''));
      const group = groups[p.seriesIndex ?? -1];
      const id = group?.ids[p.dataIndex ?? -1];
      if (!group || id === undefined) return '';
      const capacity = t('map.capacity', { value: formatNumber(group.points[p.dataIndex!]![2], language) });
      const lines = (card?: { mineName: string; company: string | null }) =>
        chartTooltipLines(card?.mineName ?? t('map.loading'), group.label, capacity, card?.company);
      const known = queryClient.getQueryData(mineCardQuery(id).queryKey);
      if (known) return lines(known);
      queryClient.fetchQuery(mineCardQuery(id)).then(
        (card) => callback(ticket, lines(card)),
        () => undefined,
      );
      return lines();
    },
    [groups, language, queryClient, t, place],
  );

  const dark = token.colorBgContainer.toLowerCase() !== '#ffffff';
  const height = phone ? Math.max(380, Math.round(viewport * 0.6)) : Math.max(480, viewport - 236);
  // The canvas spans the page less its padding: a tall, narrow box makes the 3D camera step back.
  const aspect = Math.max(1, viewportWidth - (phone ? 24 : 40)) / height;
  const option = useMemo(() => {
    if (!boundaries) return undefined;
    const common = { mapName, groups, palette: dark ? DARK_PALETTE : LIGHT_PALETTE, tooltip, place };
    return mode === '3d'
      ? map3DOption({ ...common, layer: view.layer, camera: view.camera, aspect })
      : map2DOption({ ...common, heat: view.heat, overBase: Boolean(env.mapServer) });
    // `resets` rebuilds the option, which puts the camera back where the preset has it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    boundaries,
    mapName,
    groups,
    dark,
    tooltip,
    place,
    mode,
    view.layer,
    view.camera,
    view.heat,
    aspect,
    resets,
  ]);

  const savePng = () => {
    const url = chart.current?.getDataURL({
      type: 'png',
      pixelRatio: 2,
      backgroundColor: token.colorBgContainer,
    });
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = `${t('map.title')}-${view.area ?? t('map.province')}.png`;
    link.click();
  };

  const searchLink = kit.searchHref(
    kit.narrow(filters, {
      prefecture: view.area,
      productionStatus: view.hidden.length
        ? statuses.map((s) => s.value).filter((v) => !view.hidden.includes(v))
        : undefined,
    }),
  );
  const active = kit.activeCount(filters);
  const areaLabel = view.area ? place(view.area) : t('map.province');

  const onMine = (seriesIndex: number, dataIndex: number) => {
    const id = groups[seriesIndex]?.ids[dataIndex];
    if (id !== undefined) setSelected(id);
  };
  const onRegion = (name: string) => {
    if (!view.area && province.data?.features.some((f) => f.properties.name === name))
      setView({ area: name });
  };

  const panel = <kit.Panel filters={filters} onChange={setFilters} />;

  return (
    <div className="map-page">
      <header className="map-page__head">
        <div className="map-page__title-row">
          <h1 className="map-page__title">{t('map.title')}</h1>
          <Breadcrumb
            aria-label={t('map.breadcrumb')}
            className="map-page__crumbs"
            items={[
              {
                key: 'province',
                title: view.area ? (
                  <a
                    href="#province"
                    onClick={(e) => {
                      e.preventDefault();
                      setView({ area: undefined });
                    }}
                  >
                    {t('map.province')}
                  </a>
                ) : (
                  t('map.province')
                ),
              },
              ...(view.area ? [{ key: 'area', title: place(view.area) }] : []),
            ]}
          />
        </div>
        <p className="map-page__counts" aria-live="polite">
          {mines.data
            ? t('map.counts', {
                shown: formatNumber(shown, language),
                all: formatNumber(mines.data.all, language),
              })
            : t('map.loading')}
          <span className="map-page__hint">{t('map.drillHint')}</span>
        </p>
        <div className="map-page__tools">
          <Badge count={active} size="small">
            <Button icon={<FilterOutlined />} onClick={() => setFiltersOpen(true)}>
              {t('map.filtersButton')}
            </Button>
          </Badge>
          {webgl && (
            <Segmented<MapView['mode']>
              aria-label={t('map.mode')}
              value={mode}
              onChange={(value) => setView({ mode: value })}
              options={[
                { value: '3d', label: t('map.mode.3d') },
                { value: '2d', label: t('map.mode.2d') },
              ]}
            />
          )}
          {mode === '3d' ? (
            <>
              <Segmented<MapView['layer']>
                aria-label={t('map.layer')}
                value={view.layer}
                onChange={(value) => setView({ layer: value })}
                options={[
                  { value: 'bar', label: t('map.layer.bar') },
                  { value: 'scatter', label: t('map.layer.scatter') },
                ]}
              />
              <Select
                aria-label={t('map.camera')}
                value={view.camera}
                onChange={(camera) => setView({ camera })}
                options={CAMERAS.map((c) => ({ value: c, label: t(`map.camera.${c}`) }))}
                style={{ width: 96 }}
              />
              <Button icon={<ReloadOutlined />} onClick={() => setResets((n) => n + 1)}>
                {t('map.reset')}
              </Button>
            </>
          ) : (
            <label className="map-page__switch">
              <Switch size="small" checked={view.heat} onChange={(heat) => setView({ heat })} />
              {t('map.heat')}
            </label>
          )}
          <Button icon={<CameraOutlined />} onClick={savePng} disabled={!option}>
            {t('map.savePng')}
          </Button>
          <Link to={searchLink} className="map-page__search-link">
            <SearchOutlined /> {t('map.openSearch')}
          </Link>
        </div>
      </header>

      {!webgl && <Alert className="map-page__notice" type="info" showIcon title={t('map.noWebgl')} />}

      <section className="map-page__canvas">
        <StatusLegend
          statuses={statuses}
          counts={mines.data && counts}
          hidden={view.hidden}
          onToggle={(status) =>
            setView({
              hidden: view.hidden.includes(status)
                ? view.hidden.filter((s) => s !== status)
                : [...view.hidden, status],
            })
          }
        />
        <PanelBoundary errorTitle={t('map.renderError')} retryLabel={t('map.retry')}>
          <DataState
            isPending={mines.isPending || (boundaries === undefined && !province.error && !counties.error)}
            error={mines.error ?? province.error ?? counties.error}
            data={option && mines.data ? option : undefined}
            errorTitle={t('map.error')}
            onRetry={() => {
              void mines.refetch();
              void province.refetch();
            }}
            loading={<Skeleton.Node active style={{ width: '100%', height }} />}
          >
            {(ready) => (
              <>
                {mines.data?.rows.length === 0 && (
                  <Empty className="map-page__empty" description={t('map.empty')} />
                )}
                <MapChart
                  key={mode}
                  mapName={mapName}
                  gl={mode === '3d'}
                  base={mode === '2d' ? env.mapServer : undefined}
                  boundaries={boundaries!}
                  option={ready}
                  height={height}
                  label={t('map.chartLabel', { area: areaLabel, count: shown })}
                  onReady={(instance) => {
                    chart.current = instance;
                  }}
                  onMine={onMine}
                  onRegion={onRegion}
                />
              </>
            )}
          </DataState>
        </PanelBoundary>
      </section>

      <Drawer
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title={t('map.filters')}
        placement={phone ? 'bottom' : 'left'}
        size={phone ? '85%' : 560}
        footer={
          <Button type="primary" block onClick={() => setFiltersOpen(false)}>
            {t('map.filtersDone', { count: mines.data?.rows.length ?? 0 })}
          </Button>
        }
      >
        {panel}
      </Drawer>
      <Drawer
        open={selected !== undefined}
        onClose={() => setSelected(undefined)}
        title={t('map.card.title')}
        placement={phone ? 'bottom' : 'right'}
        size={phone ? '70%' : 380}
        mask={phone}
      >
        {selected !== undefined && <MineCard mineId={selected} />}
      </Drawer>
    </div>
  );
}
