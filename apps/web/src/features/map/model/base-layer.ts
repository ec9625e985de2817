import { convertPoint, type Datum, DRAWN_DATUM } from '@coal/contracts/datum';
import type { MapServerSettings } from '@/lib/env';

/** A box in degrees. */
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** One image of the base layer and the box it covers, in the drawn (GCJ-02) coordinates. */
export interface BaseImage {
  url: string;
  bounds: Bounds;
}

/** More tiles than this for one view means the zoom is too fine for the box: go one level coarser. */
const MAX_TILES = 64;
const TILE_PX = 256;

/** An XYZ template names {z}, {x} and {y}; anything else is a WMS GetMap endpoint. */
export function baseLayerKind(url: string): 'xyz' | 'wms' {
  return ['{z}', '{x}', '{y}'].every((part) => url.includes(part)) ? 'xyz' : 'wms';
}

const lngToX = (lng: number, n: number) => Math.floor(((lng + 180) / 360) * n);
const latToY = (lat: number, n: number) => {
  const rad = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
};
const xToLng = (x: number, n: number) => (x / n) * 360 - 180;
const yToLat = (y: number, n: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;

/** The tile zoom whose 256-pixel tiles are drawn at about their own size across `widthPx`. */
export function tileZoom(view: Bounds, widthPx: number): number {
  const pxPerDegree = widthPx / Math.max(1e-6, view.east - view.west);
  return Math.min(18, Math.max(1, Math.round(Math.log2((pxPerDegree * 360) / TILE_PX))));
}

/** A box from one datum to another (the service's ↔ the drawn one), corner by corner. */
function shift(bounds: Bounds, from: Datum, to: Datum): Bounds {
  const [west, south] = convertPoint(bounds.west, bounds.south, from, to);
  const [east, north] = convertPoint(bounds.east, bounds.north, from, to);
  return { west, south, east, north };
}

/** The XYZ tiles that cover the view (drawn coordinates), each placed where its corners are drawn. */
export function xyzImages(server: MapServerSettings, view: Bounds, widthPx: number): BaseImage[] {
  const wanted = shift(view, DRAWN_DATUM, server.coords);
  for (let z = tileZoom(view, widthPx); z >= 1; z--) {
    const n = 2 ** z;
    const clamp = (v: number) => Math.min(n - 1, Math.max(0, v));
    const [x0, x1] = [clamp(lngToX(wanted.west, n)), clamp(lngToX(wanted.east, n))];
    const [y0, y1] = [clamp(latToY(wanted.north, n)), clamp(latToY(wanted.south, n))];
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_TILES) continue;
    const images: BaseImage[] = [];
    for (let x = x0; x <= x1; x++)
      for (let y = y0; y <= y1; y++) {
        const bounds = {
          west: xToLng(x, n),
          east: xToLng(x + 1, n),
          north: yToLat(y, n),
          south: yToLat(y + 1, n),
        };
        const url = server.url.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
        images.push({ url, bounds: shift(bounds, server.coords, DRAWN_DATUM) });
      }
    return images;
  }
  return [];
}

/** One WMS GetMap image of the view (EPSG:4326, so it maps onto the drawn lng/lat box linearly). */
export function wmsImage(
  server: MapServerSettings,
  view: Bounds,
  widthPx: number,
  heightPx: number,
): BaseImage {
  const box = shift(view, DRAWN_DATUM, server.coords);
  const url = new URL(server.url);
  const has = (key: string) =>
    [...url.searchParams.keys()].some((k) => k.toLowerCase() === key.toLowerCase());
  const defaults: [string, string][] = [
    ['SERVICE', 'WMS'],
    ['REQUEST', 'GetMap'],
    ['VERSION', '1.1.1'],
    ['SRS', 'EPSG:4326'],
    ['STYLES', ''],
    ['FORMAT', 'image/png'],
    ['TRANSPARENT', 'true'],
  ];
  for (const [key, value] of defaults) if (!has(key)) url.searchParams.set(key, value);
  url.searchParams.set('BBOX', [box.west, box.south, box.east, box.north].map((v) => v.toFixed(6)).join(','));
  url.searchParams.set('WIDTH', String(Math.round(widthPx)));
  url.searchParams.set('HEIGHT', String(Math.round(heightPx)));
  return { url: url.toString(), bounds: shift(box, server.coords, DRAWN_DATUM) };
}

/** The images under a view of `widthPx` × `heightPx` pixels. */
export function baseImages(
  server: MapServerSettings,
  view: Bounds,
  widthPx: number,
  heightPx: number,
): BaseImage[] {
  return baseLayerKind(server.url) === 'xyz'
    ? xyzImages(server, view, widthPx)
    : [wmsImage(server, view, widthPx, heightPx)];
}
