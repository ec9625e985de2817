/**
 * The sphere of PostgreSQL's earthdistance (`earth()`, metres): distances computed in the process use
 * it too, so a list answered from memory and one answered by SQL agree on who is inside a radius.
 */
export const EARTH_RADIUS_M = 6_378_168;
/** A mine at the radius is inside it: one metre of slack absorbs floating-point noise on either side. */
export const RADIUS_EDGE_M = 1;

export interface LatLng {
  lat: number;
  lng: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres on the earthdistance sphere. */
export function distanceM(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b, degrees clockwise from north (0–360). */
export function bearingDeg(a: LatLng, b: LatLng): number {
  const dLng = rad(b.lng - a.lng);
  const y = Math.sin(dLng) * Math.cos(rad(b.lat));
  const x =
    Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) -
    Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(dLng);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** A centre for SQL: literal coordinates, or those of a stored mine (null when it does not exist). */
export type SqlCentre = LatLng | { mineId: number };

/**
 * The straight line through the sphere (the chord) between two points this far apart on its surface. It
 * grows with the distance, and it is what the cube type's `<->` measures between stored locations.
 */
export function chordM(greatCircleM: number): number {
  return 2 * EARTH_RADIUS_M * Math.sin(greatCircleM / (2 * EARTH_RADIUS_M));
}
