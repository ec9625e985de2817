import type { RowValues } from '../../modules/mine';
import { ringArea, toGaussKruger } from './gauss-kruger';
import type { Random } from './random';

type Point = { x: number; y: number };

/** Unit outlines a licence boundary takes: a rectangle, one corner cut off, or an L with a notch. */
function outline(r: Random): Point[] {
  const shape = r.weighted([
    ['rectangle', 50],
    ['cut', 20],
    ['notch', 30],
  ] as const);
  if (shape === 'rectangle')
    return [
      { x: 0.5, y: -0.5 },
      { x: 0.5, y: 0.5 },
      { x: -0.5, y: 0.5 },
      { x: -0.5, y: -0.5 },
    ];
  const a = r.range(0.15, shape === 'cut' ? 0.4 : 0.28);
  if (shape === 'cut')
    return [
      { x: 0.5, y: -0.5 },
      { x: 0.5, y: 0.5 - a },
      { x: 0.5 - a, y: 0.5 },
      { x: -0.5, y: 0.5 },
      { x: -0.5, y: -0.5 },
    ];
  // A notch stays clear of the middle, where the mine's point may sit.
  const b = r.range(0.15, 0.28);
  return [
    { x: 0.5, y: -0.5 },
    { x: 0.5, y: 0.5 - b },
    { x: 0.5 - a, y: 0.5 - b },
    { x: 0.5 - a, y: 0.5 },
    { x: -0.5, y: 0.5 },
    { x: -0.5, y: -0.5 },
  ];
}

/**
 * The corner points of a mining licence around the mine: an elongated, rotated outline scaled to the
 * licensed area (km²) with the mine's point inside, numbered clockwise from the north-east as on the
 * licence's 副本.
 */
export function makeCorners(
  r: Random,
  licence: { number: string; area: number },
  lat: number,
  lng: number,
): RowValues[] {
  const centre = toGaussKruger(lat, lng);
  const stretch = r.range(1, 2.5);
  const turn = r.range(0, Math.PI);
  const base = outline(r).map((p) => ({ x: p.x * stretch, y: p.y }));
  const scale = Math.sqrt((licence.area * 1e6) / ringArea(base));
  // The mine's point sits off-centre, but well inside the boundary.
  const shift = { x: r.range(-0.2, 0.2) * stretch, y: r.range(-0.2, 0.2) };
  const ring = base.map((p) => {
    const px = (p.x - shift.x) * scale;
    const py = (p.y - shift.y) * scale;
    return {
      x: Math.round((centre.x + px * Math.cos(turn) - py * Math.sin(turn)) * 100) / 100,
      y: Math.round((centre.y + px * Math.sin(turn) + py * Math.cos(turn)) * 100) / 100,
    };
  });
  // Clockwise (X north, Y east), starting at the north-easternmost point.
  const signed = ring.reduce((s, p, i) => {
    const q = ring[(i + 1) % ring.length]!;
    return s + (p.x * q.y - q.x * p.y);
  }, 0);
  if (signed < 0) ring.reverse();
  const start = ring.reduce((best, p, i) => (p.x + p.y > ring[best]!.x + ring[best]!.y ? i : best), 0);
  const ordered = [...ring.slice(start), ...ring.slice(0, start)];
  return ordered.map((p, i) => ({ licenceNo: licence.number, pointNo: i + 1, x: p.x, y: p.y }));
}
