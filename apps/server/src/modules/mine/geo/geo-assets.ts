import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../../../lib/server-root';

/** A county with its WGS84 outline, as scripts/build-geo.mjs derives it from the npm packages. */
export interface County {
  code: string;
  name: string;
  prefectureCode: string;
  /** Short form used by Guizhou's notices and the address tree: 黔西南州. */
  prefecture: string;
  prefectureFullName: string;
  bbox: [number, number, number, number];
  /** MultiPolygon: polygons → rings → [lng, lat]. */
  polygons: [number, number][][][];
}

/** Reads a derived geo file, building the files first when missing (a fresh checkout, tests, the seed script). */
function readGenerated(name: string): unknown {
  const root = serverRoot();
  const file = join(root, 'generated', 'geo', name);
  if (!existsSync(file)) {
    execFileSync(process.execPath, [join(root, 'scripts', 'build-geo.mjs')], { stdio: 'ignore' });
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

let cached: County[] | undefined;

export function loadCounties(): County[] {
  cached ??= (readGenerated('guizhou-counties.json') as { counties: County[] }).counties;
  return cached;
}

/** A GeoJSON FeatureCollection, possibly in ECharts' compressed encoding (`UTF8Encoding`). */
export interface OutlineCollection {
  type: 'FeatureCollection';
  UTF8Encoding?: boolean;
  features: {
    type: 'Feature';
    id?: string;
    properties: { name: string; code: string; cp?: number[] };
    geometry: { type: string; coordinates: unknown };
  }[];
}

let prefectureOutlines: OutlineCollection | undefined;

/** The nine prefecture outlines in GCJ-02, as the boundary package draws them, named as the mines name them. */
export function loadPrefectureOutlines(): OutlineCollection {
  prefectureOutlines ??= readGenerated('guizhou-prefectures.json') as OutlineCollection;
  return prefectureOutlines;
}

/** Ray casting over every ring (holes flip the parity, which is what we want). */
export function pointInCounty(county: County, lng: number, lat: number): boolean {
  const [minX, minY, maxX, maxY] = county.bbox;
  if (lng < minX || lng > maxX || lat < minY || lat > maxY) return false;
  let inside = false;
  for (const polygon of county.polygons) {
    for (const ring of polygon) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i] as [number, number];
        const [xj, yj] = ring[j] as [number, number];
        if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
  }
  return inside;
}

export interface Regions {
  counties: County[];
  /** By prefecture short name (毕节市, 黔西南州) and full name (黔西南布依族苗族自治州). */
  prefectureByName: Map<string, { code: string; name: string }>;
  /** By `${prefectureCode}:${countyName}`. */
  countyInPrefecture: Map<string, County>;
  countyByName: Map<string, County[]>;
}

let regions: Regions | undefined;

export function loadRegions(): Regions {
  if (regions) return regions;
  const counties = loadCounties();
  const prefectureByName = new Map<string, { code: string; name: string }>();
  const countyInPrefecture = new Map<string, County>();
  const countyByName = new Map<string, County[]>();
  for (const county of counties) {
    const prefecture = { code: county.prefectureCode, name: county.prefecture };
    prefectureByName.set(county.prefecture, prefecture);
    prefectureByName.set(county.prefectureFullName, prefecture);
    countyInPrefecture.set(`${county.prefectureCode}:${county.name}`, county);
    countyByName.set(county.name, [...(countyByName.get(county.name) ?? []), county]);
  }
  regions = { counties, prefectureByName, countyInPrefecture, countyByName };
  return regions;
}

/** Prefectures in the order of SPEC.md §3's address tree, each with its counties by code. */
export const PREFECTURE_ORDER = ['5205', '5201', '5204', '5202', '5203', '5227', '5223', '5226', '5206'];

export function regionTree() {
  const { counties } = loadRegions();
  return PREFECTURE_ORDER.map((code) => {
    const members = counties.filter((c) => c.prefectureCode === code);
    const name = members[0]?.prefecture ?? code;
    return {
      value: name,
      label: name,
      code,
      children: members.map((c) => ({ value: c.name, label: c.name, code: c.code })),
    };
  });
}
