import type { ECharts } from 'echarts/core';

/** Downloads a drawn chart as a PNG at twice its size, on the page's background colour. */
export function saveChartPng(chart: ECharts | null, fileName: string, backgroundColor: string): void {
  const url = chart?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor });
  if (!url) return;
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
}
