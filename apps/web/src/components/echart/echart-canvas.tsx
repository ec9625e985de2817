import {
  BarChart,
  BoxplotChart,
  GraphChart,
  HeatmapChart,
  LineChart,
  MapChart,
  PieChart,
  RadarChart,
  ScatterChart,
  SunburstChart,
  TreemapChart,
} from 'echarts/charts';
import {
  AriaComponent,
  DataZoomComponent,
  GeoComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  RadarComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { type ECharts, type EChartsCoreOption, init, registerMap, use as registerParts } from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';
import { useContext, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { withTooltipColors } from '@/lib/chart/tooltip-theme';
import { useChartTheme } from '@/lib/chart/use-chart-theme';
import { useNearScreen } from '@/lib/use-near-screen';
import { DrawChartsNow } from './draw-charts-now';

// The 2D charts every page may draw, in the one chunk loaded with the first chart on screen. Routes
// that need more (echarts-gl, the word cloud) register it in their own lazily loaded chunk.
registerParts([
  BarChart,
  BoxplotChart,
  GraphChart,
  HeatmapChart,
  LineChart,
  MapChart,
  PieChart,
  RadarChart,
  ScatterChart,
  SunburstChart,
  TreemapChart,
  AriaComponent,
  DataZoomComponent,
  GeoComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  RadarComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
  SVGRenderer,
]);

export interface EChartProps {
  option: EChartsCoreOption;
  height: number;
  label: string;
  onNodeClick?: (id: string) => void;
  onBlankClick?: () => void;
  /** Receives the instance once created (e.g. to export a PNG or register a map). */
  onReady?: (chart: ECharts) => void;
  /** SVG keeps text as text (crisp when zoomed on a phone, and readable by tests); canvas by default. */
  renderer?: 'canvas' | 'svg';
  /** GeoJSON outlines by map name, registered before the option that draws them is set. */
  maps?: Record<string, object>;
  /** A data item of any series was clicked (a map region: its name). */
  onItemClick?: (item: { seriesType: string | undefined; name: string }) => void;
}

// Drawing is most of a chart's cost: charts further below the screen (or in a hidden tab) wait until
// they come this near, instead of all drawing while the page loads.
const DRAW_AHEAD = '300px 0px';

/** One ECharts instance bound to a div, created once the div nears the screen: resized with its box, disposed on unmount. */
export function EChartCanvas({
  option,
  height,
  label,
  onNodeClick,
  onBlankClick,
  onReady,
  renderer = 'canvas',
  maps,
  onItemClick,
}: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const handlers = useRef({ onNodeClick, onBlankClick, onReady, onItemClick });
  useLayoutEffect(() => {
    handlers.current = { onNodeClick, onBlankClick, onReady, onItemClick };
  });

  const near = useNearScreen(ref, DRAW_AHEAD, useContext(DrawChartsNow));
  const colors = useChartTheme();
  const themed = useMemo(
    () => withTooltipColors(option, { background: colors.surface, border: colors.line, text: colors.text }),
    [option, colors.surface, colors.line, colors.text],
  );

  useEffect(() => {
    const el = ref.current;
    if (!el || !near) return;
    const instance = init(el, null, { renderer });
    chart.current = instance;
    handlers.current.onReady?.(instance);
    instance.on('click', (params) => {
      const data = params.data as { id?: unknown } | undefined;
      if (params.dataType === 'node' && typeof data?.id === 'string') handlers.current.onNodeClick?.(data.id);
      if (params.componentType === 'series' && typeof params.name === 'string')
        handlers.current.onItemClick?.({ seriesType: params.seriesType, name: params.name });
    });
    instance.getZr().on('click', (event) => {
      if (!event.target) handlers.current.onBlankClick?.();
    });
    // A box taken off the page (a drill-down swapping the chart out) reports 0 × 0 before the effect's
    // clean-up runs: laid out at no size, ECharts' map transform cannot be inverted and throws.
    const resize = new ResizeObserver(() => {
      if (el.isConnected && el.clientWidth > 0 && el.clientHeight > 0) instance.resize();
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
    // The renderer is chosen once per chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near]);

  useEffect(() => {
    if (!chart.current) return;
    for (const [name, geoJson] of Object.entries(maps ?? {}))
      registerMap(name, geoJson as Parameters<typeof registerMap>[1]);
    chart.current.setOption(themed, { notMerge: true });
  }, [themed, maps, near]);

  return <div ref={ref} className="echart-canvas" style={{ height }} role="img" aria-label={label} />;
}
