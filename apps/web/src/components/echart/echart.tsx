import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { EChartProps } from './echart-canvas';

// ECharts loads with the first chart a page draws, never with the page itself.
const Canvas = lazy(() => import('./echart-canvas').then((m) => ({ default: m.EChartCanvas })));

export function EChart(props: EChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height }} />}>
      <Canvas {...props} />
    </Suspense>
  );
}
