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
import { type ECharts, type EChartsCoreOption, init, use as registerParts } from 'echarts/core';
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';
import { useEffect, useLayoutEffect, useRef } from 'react';

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
}

/** One ECharts instance bound to a div: resized with its box, disposed on unmount. */
export function EChartCanvas({
  option,
  height,
  label,
  onNodeClick,
  onBlankClick,
  onReady,
  renderer = 'canvas',
}: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const handlers = useRef({ onNodeClick, onBlankClick, onReady });
  useLayoutEffect(() => {
    handlers.current = { onNodeClick, onBlankClick, onReady };
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = init(el, null, { renderer });
    chart.current = instance;
    handlers.current.onReady?.(instance);
    instance.on('click', (params) => {
      const data = params.data as { id?: unknown } | undefined;
      if (params.dataType === 'node' && typeof data?.id === 'string') handlers.current.onNodeClick?.(data.id);
    });
    instance.getZr().on('click', (event) => {
      if (!event.target) handlers.current.onBlankClick?.();
    });
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
    // The renderer is chosen once per chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={ref} className="echart-canvas" style={{ height }} role="img" aria-label={label} />;
}
