import { describe, expect, it } from 'vitest';
import { baseImages, baseLayerKind, type Bounds, tileZoom, wmsImage, xyzImages } from './base-layer';

const GUIZHOU: Bounds = { west: 103.6, south: 24.6, east: 109.6, north: 29.2 };
const GUIYANG = [106.63, 26.65] as const;
const inside = ({ bounds }: { bounds: Bounds }, [lng, lat]: readonly [number, number]) =>
  lng >= bounds.west && lng < bounds.east && lat > bounds.south && lat <= bounds.north;
const metres = (a: Bounds, b: Bounds) =>
  Math.hypot((a.west - b.west) * 99_600, (a.north - b.north) * 111_000);

describe('the base layer from MAP_SERVER_URL', () => {
  const xyz = { url: 'http://gis.intranet.example/tiles/{z}/{x}/{y}.png', coords: 'gcj02' as const };

  it('tells an XYZ template from a WMS endpoint', () => {
    expect(baseLayerKind(xyz.url)).toBe('xyz');
    expect(baseLayerKind('http://gis/geoserver/wms?LAYERS=a')).toBe('wms');
  });

  it('picks the zoom whose tiles are drawn near their own size', () => {
    // 1,000 px over 6° is 167 px a degree; a zoom-8 tile spans 1.4°, 360 px: the nearest level.
    expect(tileZoom(GUIZHOU, 1000)).toBe(8);
    expect(tileZoom(GUIZHOU, 2000)).toBe(9);
    expect(tileZoom({ west: 106.6, south: 26.6, east: 106.601, north: 26.601 }, 1000)).toBe(18);
  });

  it('covers the view with the standard slippy-map tiles (Guiyang is tile 8/203/108)', () => {
    const tiles = xyzImages(xyz, GUIZHOU, 1000);
    expect(tiles.length).toBeGreaterThan(4);
    expect(tiles.length).toBeLessThanOrEqual(64);
    const guiyang = tiles.filter((t) => inside(t, GUIYANG));
    expect(guiyang.map((t) => t.url)).toEqual(['http://gis.intranet.example/tiles/8/203/108.png']);
    for (const corner of [
      [GUIZHOU.west, GUIZHOU.north],
      [GUIZHOU.east - 1e-6, GUIZHOU.south + 1e-6],
    ] as const)
      expect(tiles.some((t) => inside(t, corner))).toBe(true);
  });

  it('goes coarser rather than fetch more than 64 tiles for one view', () => {
    const tiles = xyzImages(xyz, GUIZHOU, 8000);
    expect(tiles.length).toBeLessThanOrEqual(64);
    expect(tiles.length).toBeGreaterThan(16);
  });

  it('draws a WGS84 service about 500 m from where a GCJ-02 one is drawn, to sit under the outlines', () => {
    const gcj = xyzImages(xyz, GUIZHOU, 1000).find((t) => inside(t, GUIYANG))!;
    const wgs = xyzImages({ ...xyz, coords: 'wgs84' }, GUIZHOU, 1000).find((t) => t.url === gcj.url)!;
    expect(metres(gcj.bounds, wgs.bounds)).toBeGreaterThan(300);
    expect(metres(gcj.bounds, wgs.bounds)).toBeLessThan(800);
  });

  it('asks a WMS service for one EPSG:4326 image of the view, keeping what its URL already says', () => {
    const server = {
      url: 'https://gis/geoserver/wms?LAYERS=guizhou:base&version=1.3.0',
      coords: 'gcj02' as const,
    };
    const image = wmsImage(server, GUIZHOU, 1200, 800);
    const params = new URL(image.url).searchParams;
    expect(params.get('LAYERS')).toBe('guizhou:base');
    expect(params.get('version')).toBe('1.3.0');
    expect(params.has('VERSION')).toBe(false);
    expect(params.get('REQUEST')).toBe('GetMap');
    expect(params.get('SRS')).toBe('EPSG:4326');
    expect(params.get('BBOX')).toBe('103.600000,24.600000,109.600000,29.200000');
    expect([params.get('WIDTH'), params.get('HEIGHT')]).toEqual(['1200', '800']);
    expect(image.bounds).toEqual(GUIZHOU);
    expect(baseImages(server, GUIZHOU, 1200, 800)).toEqual([image]);
  });
});
