import { BarChart, GraphChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ECharts, type EChartsCoreOption, init, use as registerParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useLayoutEffect, useRef } from 'react';

registerParts([
  BarChart,
  LineChart,
  GraphChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  AriaComponent,
  CanvasRenderer,
]);

export interface EChartProps {
  option: EChartsCoreOption;
  height: number;
  label: string;
  onNodeClick?: (id: string) => void;
  onBlankClick?: () => void;
}

/** One ECharts instance bound to a div: resized with its box, disposed on unmount. */
export function EChartCanvas({ option, height, label, onNodeClick, onBlankClick }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const handlers = useRef({ onNodeClick, onBlankClick });
  useLayoutEffect(() => {
    handlers.current = { onNodeClick, onBlankClick };
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = init(el, null, { renderer: 'canvas' });
    chart.current = instance;
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
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={ref} className="profile-chart" style={{ height }} role="img" aria-label={label} />;
}
