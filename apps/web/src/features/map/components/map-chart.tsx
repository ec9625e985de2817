import type { MapBoundaries } from '@coal/contracts';
import { Skeleton } from 'antd';
import { type ECharts, type EChartsCoreOption, registerMap } from 'echarts/core';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EChart } from '@/components/echart/echart';
import type { MapServerSettings } from '@/lib/env';

// Only a configured map server needs the base layer (and the datum conversion it brings with it).
const BaseLayerView = lazy(() => import('./base-layer-view').then((m) => ({ default: m.BaseLayerView })));

let glParts: Promise<void> | undefined;
let glInstalled = false;
let onRegionClick3D: ((chart: ECharts, handler: (name: string) => void) => void) | undefined;

/** Loads and registers echarts-gl once, when a 3D view first needs it; true once it is there. */
function useGlParts(needed: boolean): boolean {
  const [ready, setReady] = useState(glInstalled);
  useEffect(() => {
    if (!needed || glInstalled) return;
    let live = true;
    glParts ??= import('./gl-parts').then((m) => {
      m.installGlParts();
      onRegionClick3D = m.onRegionClick3D;
      glInstalled = true;
    });
    void glParts.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [needed]);
  return !needed || ready;
}

export interface MapChartEvents {
  /** A mine was clicked: the series (one per shown status) and the point's index in it. */
  onMine: (seriesIndex: number, dataIndex: number) => void;
  /** A region (prefecture or county) was clicked, by name. */
  onRegion: (name: string) => void;
}

interface MapChartProps extends MapChartEvents {
  mapName: string;
  /** The option draws in 3D: echarts-gl is loaded first. */
  gl: boolean;
  /** The intranet map server drawn under a 2D view, when one is configured. */
  base?: MapServerSettings;
  boundaries: MapBoundaries;
  option: EChartsCoreOption;
  height: number;
  label: string;
  onReady: (chart: ECharts) => void;
}

interface ClickParams {
  componentType?: string;
  seriesType?: string;
  seriesIndex?: number;
  dataIndex?: number;
  name?: string;
}

/** The map's canvas: registers its outlines under `mapName` and reports clicks on mines and regions. */
export function MapChart({
  mapName,
  gl,
  base,
  boundaries,
  option,
  height,
  label,
  onReady,
  onMine,
  onRegion,
}: MapChartProps) {
  // ECharts takes maps only once its geo parts are installed (with the lazily loaded canvas): the
  // outlines are registered when the canvas is ready, and again whenever they change afterwards.
  const register = () => registerMap(mapName, boundaries as unknown as Parameters<typeof registerMap>[1]);
  useMemo(
    () => registerMap(mapName, boundaries as unknown as Parameters<typeof registerMap>[1]),
    [mapName, boundaries],
  );
  const events = useRef({ onMine, onRegion });
  useLayoutEffect(() => {
    events.current = { onMine, onRegion };
  });

  const glReady = useGlParts(gl);
  const [instance, setInstance] = useState<ECharts | null>(null);
  if (!glReady) return <Skeleton.Node active style={{ width: '100%', height }} />;
  return (
    <div className="map-chart">
      {base && instance && (
        <Suspense fallback={null}>
          <BaseLayerView chart={instance} server={base} />
        </Suspense>
      )}
      <EChart
        option={option}
        height={height}
        label={label}
        onReady={(chart) => {
          register();
          chart.on('click', (raw) => {
            const params = raw as ClickParams;
            if (
              params.componentType === 'series' &&
              params.seriesIndex !== undefined &&
              params.dataIndex !== undefined
            ) {
              if (params.seriesType !== 'heatmap')
                events.current.onMine(params.seriesIndex, params.dataIndex);
            } else if ((params.componentType === 'geo' || params.componentType === 'geo3D') && params.name) {
              events.current.onRegion(params.name);
            }
          });
          // A region of the 3D view reports its clicks apart from the chart's events.
          if (gl) onRegionClick3D?.(chart, (name) => events.current.onRegion(name));
          setInstance(chart);
          onReady(chart);
        }}
      />
    </div>
  );
}
