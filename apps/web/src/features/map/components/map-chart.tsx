import type { MapBoundaries } from '@coal/contracts';
import { type ECharts, type EChartsCoreOption, registerMap, use as registerParts } from 'echarts/core';
import { Bar3DChart, Scatter3DChart } from 'echarts-gl/charts';
import { Geo3DComponent } from 'echarts-gl/components';
import graphicGL from 'echarts-gl/lib/util/graphicGL.js';
import displayShadow from 'echarts-gl/lib/util/shader/displayShadow.glsl.js';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { EChart } from '@/components/echart/echart';

// The 3D parts, registered only here, in the map's own lazily loaded chunk: no other route loads
// echarts-gl. (In this module, not a side-effect-only one, which the bundler would drop.)
registerParts([Geo3DComponent, Bar3DChart, Scatter3DChart]);
// geo3D draws its ground with this shader, which echarts-gl registers only in its map-tile components.
graphicGL.Shader.import(displayShadow);

export interface MapChartEvents {
  /** A mine was clicked: the series (one per shown status) and the point's index in it. */
  onMine: (seriesIndex: number, dataIndex: number) => void;
  /** A region (prefecture or county) was clicked, by name. */
  onRegion: (name: string) => void;
}

interface MapChartProps extends MapChartEvents {
  mapName: string;
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

  return (
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
            if (params.seriesType !== 'heatmap') events.current.onMine(params.seriesIndex, params.dataIndex);
          } else if ((params.componentType === 'geo' || params.componentType === 'geo3D') && params.name) {
            events.current.onRegion(params.name);
          }
        });
        onReady(chart);
      }}
    />
  );
}
