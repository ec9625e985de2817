import { storedToDrawn } from '@coal/contracts/datum';

/**
 * Stored coordinates as the map draws them (the conversion itself is `@coal/contracts/datum`, shared
 * with the web's base layer), rounded to what the map can show.
 */
export function toDisplay(lng: number, lat: number): [number, number] {
  const [x, y] = storedToDrawn(lng, lat);
  return [round(x, 1e5), round(y, 1e5)];
}

/** Outlines are drawn at about 10 m precision: finer points only make the file larger. */
export function ringToDisplay(ring: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [lng, lat] of ring) {
    const [x, y] = storedToDrawn(lng, lat);
    const point: [number, number] = [round(x, 1e4), round(y, 1e4)];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

const round = (value: number, scale: number) => Math.round(value * scale) / scale;
