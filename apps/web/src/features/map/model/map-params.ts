import { z } from 'zod';

export const MAP_MODES = ['3d', '2d'] as const;
export type MapMode = (typeof MAP_MODES)[number];
export const MAP_LAYERS = ['bar', 'scatter'] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];
export const CAMERAS = ['tilt', 'top', 'side'] as const;
export type Camera = (typeof CAMERAS)[number];

/** The map's own view state, beside the search filters in the URL (keys the search page does not use). */
export interface MapView {
  mode: MapMode;
  /** The prefecture drilled into, by the name the mines carry; undefined for the whole province. */
  area?: string;
  /** Production statuses switched off in the legend. */
  hidden: string[];
  layer: MapLayer;
  heat: boolean;
  camera: Camera;
}

export const MAP_VIEW_KEYS = ['mode', 'area', 'hide', 'layer', 'heat', 'camera'] as const;

// A bad value in a shared link falls back to the default, never an error page.
const schema = z.object({
  mode: z.enum(MAP_MODES).catch('3d').default('3d'),
  area: z.string().trim().min(1).max(30).optional().catch(undefined),
  hide: z
    .string()
    .transform((v) => [...new Set(v.split(',').map((x) => x.trim()))].filter(Boolean))
    .pipe(z.array(z.string().max(20)).max(20))
    .catch([])
    .optional(),
  layer: z.enum(MAP_LAYERS).catch('bar').default('bar'),
  heat: z
    .enum(['1'])
    .optional()
    .catch(undefined)
    .transform((v) => v === '1'),
  camera: z.enum(CAMERAS).catch('tilt').default('tilt'),
});

export function parseMapView(params: URLSearchParams): MapView {
  const raw: Record<string, string> = {};
  for (const key of MAP_VIEW_KEYS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const v = schema.parse(raw);
  return {
    mode: v.mode,
    area: v.area,
    hidden: v.hide ?? [],
    layer: v.layer,
    heat: v.heat,
    camera: v.camera,
  };
}

/** The URL: the filters' own query first, then the view's keys that differ from the default. */
export function mapUrlParams(filterQuery: string, view: MapView): URLSearchParams {
  const params = new URLSearchParams(filterQuery);
  if (view.mode !== '3d') params.set('mode', view.mode);
  if (view.area) params.set('area', view.area);
  if (view.hidden.length) params.set('hide', [...view.hidden].sort().join(','));
  if (view.layer !== 'bar') params.set('layer', view.layer);
  if (view.heat) params.set('heat', '1');
  if (view.camera !== 'tilt') params.set('camera', view.camera);
  return params;
}

/** The query part of a link such as `/search?a=1`. */
export const queryOf = (href: string) => href.split('?')[1] ?? '';
