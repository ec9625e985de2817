import gcoord from 'gcoord';

/**
 * The datums the console meets. Mines are stored in WGS84 (CGCS2000, the same to within a metre); the
 * boundaries every map draws on come from AMap-derived packages in GCJ-02, about 500 m off near Guiyang.
 * A map server (MAP_SERVER_URL) may serve either.
 *
 * This is the one place coordinates change datum, for the server (mines and outlines sent to the map)
 * and the web (the base layer's boxes). Imported as `@coal/contracts/datum`, never through the index, so
 * gcoord reaches only the code that converts.
 */
export const DATUMS = ['wgs84', 'gcj02'] as const;
export type Datum = (typeof DATUMS)[number];

/** The datum the maps draw in: the boundaries'. */
export const DRAWN_DATUM: Datum = 'gcj02';

const CRS = { wgs84: gcoord.WGS84, gcj02: gcoord.GCJ02 } as const;

/** A point (longitude, latitude) from one datum to another. */
export function convertPoint(lng: number, lat: number, from: Datum, to: Datum): [number, number] {
  if (from === to) return [lng, lat];
  const [x, y] = gcoord.transform([lng, lat], CRS[from], CRS[to]);
  return [x, y];
}

/** A stored (WGS84) point where the maps draw it, so it sits inside its county's outline. */
export function storedToDrawn(lng: number, lat: number): [number, number] {
  return convertPoint(lng, lat, 'wgs84', DRAWN_DATUM);
}
