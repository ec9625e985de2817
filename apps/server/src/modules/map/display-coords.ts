import gcoord from 'gcoord';

/**
 * The one conversion between stored and drawn coordinates. Mines are stored in WGS84 (CGCS2000); the
 * map's boundaries come from AMap-derived packages in GCJ-02, about 500 m off near Guiyang, so a mine
 * is drawn at its GCJ-02 position to sit inside its county's outline.
 */
export function toDisplay(lng: number, lat: number): [number, number] {
  const [x, y] = gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02);
  return [round(x, 1e5), round(y, 1e5)];
}

/** Outlines are drawn at about 10 m precision: finer points only make the file larger. */
export function ringToDisplay(ring: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [lng, lat] of ring) {
    const [x, y] = gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02);
    const point: [number, number] = [round(x, 1e4), round(y, 1e4)];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

const round = (value: number, scale: number) => Math.round(value * scale) / scale;
