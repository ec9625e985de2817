/**
 * CGCS2000 Gauss-Krüger projection in 3° zones, as mining licences give their corner points: X is the
 * northing, Y the easting with the zone number in front (36 512 345.67 = zone 36, 12 345.67 m east of
 * the false origin 500 km west of the central meridian 108°).
 */
const A = 6_378_137;
const F = 1 / 298.257222101;
const E2 = 2 * F - F * F;
const EP2 = E2 / (1 - E2);

/** The 3° zone of a longitude: central meridian 3n, so Guizhou lies in zones 35 (105°), 36 (108°) and 37. */
export function zoneOf(lng: number): number {
  return Math.round(lng / 3);
}

/** Meridian arc length from the equator to the latitude (radians). */
function meridianArc(phi: number): number {
  const e4 = E2 * E2;
  const e6 = e4 * E2;
  return (
    A *
    ((1 - E2 / 4 - (3 * e4) / 64 - (5 * e6) / 256) * phi -
      ((3 * E2) / 8 + (3 * e4) / 32 + (45 * e6) / 1024) * Math.sin(2 * phi) +
      ((15 * e4) / 256 + (45 * e6) / 1024) * Math.sin(4 * phi) -
      ((35 * e6) / 3072) * Math.sin(6 * phi))
  );
}

/** Latitude/longitude (degrees) → X (northing) and Y (easting with the zone prefix), metres. */
export function toGaussKruger(lat: number, lng: number, zone = zoneOf(lng)): { x: number; y: number } {
  const phi = (lat * Math.PI) / 180;
  const l = ((lng - zone * 3) * Math.PI) / 180;
  const sin = Math.sin(phi);
  const cos = Math.cos(phi);
  const n = A / Math.sqrt(1 - E2 * sin * sin);
  const t = Math.tan(phi) ** 2;
  const c = EP2 * cos * cos;
  const a = l * cos;
  const x =
    meridianArc(phi) +
    n *
      Math.tan(phi) *
      ((a * a) / 2 +
        ((5 - t + 9 * c + 4 * c * c) * a ** 4) / 24 +
        ((61 - 58 * t + t * t + 600 * c - 330 * EP2) * a ** 6) / 720);
  const east =
    n * (a + ((1 - t + c) * a ** 3) / 6 + ((5 - 18 * t + t * t + 72 * c - 58 * EP2) * a ** 5) / 120);
  return { x, y: zone * 1_000_000 + 500_000 + east };
}

/** Shoelace area of a closed ring of plane points, m². */
export function ringArea(points: readonly { x: number; y: number }[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const q = points[(i + 1) % points.length]!;
    twice += p.x * q.y - q.x * p.y;
  }
  return Math.abs(twice) / 2;
}

/** Ray casting: is the plane point inside the ring? */
export function inRing(points: readonly { x: number; y: number }[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const p = points[i]!;
    const q = points[j]!;
    if (p.y > y !== q.y > y && x < ((q.x - p.x) * (y - p.y)) / (q.y - p.y) + p.x) inside = !inside;
  }
  return inside;
}
