import type { EChartsCoreOption } from 'echarts/core';
import { plainChartLabel } from '@/lib/chart/chart-text';
import type { Camera, MapLayer } from './map-params';
import type { StatusGroup } from './mine-groups';

/** ECharts' tooltip formatter with its asynchronous callback (names arrive on demand). */
export type TooltipFormatter = (
  params: unknown,
  ticket: string,
  callback: (ticket: string, html: string) => void,
) => string;

export interface MapPalette {
  area: string;
  areaHover: string;
  border: string;
  label: string;
}

export const LIGHT_PALETTE: MapPalette = {
  area: '#cfdcf2',
  areaHover: '#c9dafa',
  border: '#4e6fae',
  label: '#1d2129',
};
export const DARK_PALETTE: MapPalette = {
  area: '#1c2a44',
  areaHover: '#2a3f66',
  border: '#7f9bd1',
  label: '#e5e6eb',
};

const CAMERA_VIEWS: Record<Camera, { alpha: number; beta: number; distance: number }> = {
  tilt: { alpha: 48, beta: 0, distance: 125 },
  top: { alpha: 89, beta: 0, distance: 125 },
  side: { alpha: 22, beta: 35, distance: 135 },
};

/** A region's name in the palette's label colour with a halo of the region's own colour around it. */
export function labelStyle(palette: MapPalette, fontSize: number, halo: string) {
  return { color: palette.label, fontSize, textBorderColor: halo, textBorderWidth: 2 };
}

/** `#rrggbb` with an opacity, as ECharts takes it. */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** A region's label: its name in the interface language (the outlines carry the Chinese name). */
const regionLabel =
  (place: (name: string) => string = (name) => name) =>
  (params: unknown) =>
    plainChartLabel(place((params as { name?: string }).name ?? ''));

interface CommonInput {
  mapName: string;
  groups: readonly StatusGroup[];
  palette: MapPalette;
  tooltip: TooltipFormatter;
  /** Names a prefecture or county in the interface language. */
  place?: (name: string) => string;
}

/**
 * How much further the camera stands back than its preset: the presets frame the province in a wide box;
 * a box narrower than the province (a phone held upright) would cut it off left and right.
 */
export function cameraStepBack(aspect: number): number {
  return Math.max(1, 1.3 / Math.max(aspect, 0.1));
}

/** The 3D view: the outlines extruded, mines as bars (height = approved capacity) or points. */
export function map3DOption({
  mapName,
  groups,
  palette,
  tooltip,
  layer,
  camera,
  place,
  aspect = 2,
}: CommonInput & { layer: MapLayer; camera: Camera; aspect?: number }): EChartsCoreOption {
  const view = CAMERA_VIEWS[camera];
  const distance = Math.round(view.distance * cameraStepBack(aspect));
  return {
    tooltip: { show: true, formatter: tooltip },
    geo3D: {
      map: mapName,
      regionHeight: 2,
      boxHeight: 18,
      shading: 'lambert',
      light: {
        main: { intensity: 1.1, alpha: 45, beta: 30 },
        ambient: { intensity: 0.55 },
      },
      itemStyle: { color: palette.area, borderWidth: 1.2, borderColor: palette.border },
      // echarts-gl reads the label's colour from the label itself (a `textStyle` colour is ignored and the
      // text falls back to black, unreadable on the dark theme's regions); the halo keeps it legible over bars.
      emphasis: {
        itemStyle: { color: palette.areaHover },
        label: { show: true, formatter: regionLabel(place), ...labelStyle(palette, 14, palette.areaHover) },
      },
      label: {
        show: true,
        distance: 3,
        formatter: regionLabel(place),
        ...labelStyle(palette, 12, palette.area),
      },
      viewControl: {
        ...view,
        distance,
        minDistance: 40,
        maxDistance: Math.max(220, Math.round(distance * 1.5)),
        panMouseButton: 'right',
      },
      groundPlane: { show: false },
    },
    series: groups.map((g) =>
      layer === 'bar'
        ? {
            type: 'bar3D',
            coordinateSystem: 'geo3D',
            name: g.label,
            data: g.points,
            shading: 'lambert',
            barSize: 0.35,
            minHeight: 0.3,
            bevelSize: 0,
            itemStyle: { color: g.color },
            emphasis: { label: { show: false } },
          }
        : {
            type: 'scatter3D',
            coordinateSystem: 'geo3D',
            name: g.label,
            data: g.points.map(([lng, lat]) => [lng, lat, 0]),
            symbolSize: 6,
            itemStyle: { color: g.color, opacity: 0.95 },
            emphasis: { label: { show: false } },
          },
    ),
  };
}

/** The 2D view (slow machines, printing): outlines and points, optionally a capacity density layer. */
export function map2DOption({
  mapName,
  groups,
  palette,
  tooltip,
  heat,
  overBase = false,
  place,
}: CommonInput & { heat: boolean; overBase?: boolean }): EChartsCoreOption {
  const points = groups.flatMap((g) => g.points);
  const capacities = points.map((p) => p[2]).sort((a, b) => a - b);
  // Density saturates at a few large mines close together, not at the single largest one.
  const heatMax = Math.max(1, (capacities[Math.floor(capacities.length * 0.9)] ?? 1) * 4);
  return {
    tooltip: { trigger: 'item', formatter: tooltip },
    geo: {
      map: mapName,
      roam: true,
      selectedMode: false,
      label: { show: true, formatter: regionLabel(place), ...labelStyle(palette, 11, palette.area) },
      // Over a map server's images the regions are tinted, not filled, so the base layer shows through.
      itemStyle: {
        areaColor: overBase ? withAlpha(palette.area, 0.25) : palette.area,
        borderColor: palette.border,
        borderWidth: overBase ? 1.5 : 1,
      },
      emphasis: {
        label: { show: true, formatter: regionLabel(place), ...labelStyle(palette, 11, palette.areaHover) },
        itemStyle: { areaColor: overBase ? withAlpha(palette.areaHover, 0.4) : palette.areaHover },
      },
    },
    ...(heat
      ? {
          visualMap: {
            show: false,
            min: 0,
            max: heatMax,
            seriesIndex: groups.length,
            inRange: { color: ['#2c7bb6', '#abd9e9', '#ffffbf', '#fdae61', '#d7191c'] },
          },
        }
      : {}),
    series: [
      ...groups.map((g) => ({
        type: 'scatter',
        coordinateSystem: 'geo',
        name: g.label,
        data: g.points,
        symbolSize: (value: number[]) => 4 + Math.sqrt(value[2] ?? 0) * 0.7,
        itemStyle: { color: g.color, opacity: heat ? 0.55 : 0.85, borderColor: '#fff', borderWidth: 0.5 },
        large: g.points.length > 5000,
      })),
      ...(heat
        ? [
            {
              type: 'heatmap',
              coordinateSystem: 'geo',
              data: points,
              pointSize: 8,
              blurSize: 14,
              silent: true,
            },
          ]
        : []),
    ],
  };
}
