import type { CountyOutline } from '@coal/contracts';
import { type County, loadCounties } from '../mine';

/** Points kept per ring: enough for a county's shape on a map a few hundred pixels wide. */
const RING_POINTS = 300;
const KM_PER_DEGREE = 111.32;

const simplified = new Map<string, CountyOutline>();

function outline(county: County): CountyOutline {
  let found = simplified.get(county.code);
  if (!found) {
    const polygons = county.polygons.map((polygon) =>
      polygon.map((ring) => {
        const step = Math.max(1, Math.ceil(ring.length / RING_POINTS));
        const kept = ring.filter((_, i) => i % step === 0);
        if (kept.at(-1) !== ring.at(-1)) kept.push(ring.at(-1)!);
        return kept.map(
          ([lng, lat]) => [Math.round(lng * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4] as [number, number],
        );
      }),
    );
    found = { code: county.code, name: county.name, polygons };
    simplified.set(county.code, found);
  }
  return found;
}

/** The counties whose bounding box meets the square around the circle. */
export function countiesAround(lat: number, lng: number, radiusKm: number): CountyOutline[] {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLng = radiusKm / (KM_PER_DEGREE * Math.max(0.1, Math.cos((lat * Math.PI) / 180)));
  return loadCounties()
    .filter((c) => {
      const [minX, minY, maxX, maxY] = c.bbox;
      return maxX >= lng - dLng && minX <= lng + dLng && maxY >= lat - dLat && minY <= lat + dLat;
    })
    .map(outline);
}
