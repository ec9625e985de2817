import { ANALYSIS_RADIUS } from '@coal/contracts';
import { z } from 'zod';

export type AreaCentre =
  | { kind: 'mine'; mineId: number; radiusKm: number; label?: string }
  | { kind: 'county'; county: string }
  | { kind: 'point'; lat: number; lng: number; radiusKm: number };

const radius = z.coerce
  .number()
  .finite()
  .min(ANALYSIS_RADIUS.min)
  .max(ANALYSIS_RADIUS.max)
  .catch(ANALYSIS_RADIUS.default)
  .default(ANALYSIS_RADIUS.default);
const schema = z.object({
  mineId: z.coerce.number().int().min(1).optional().catch(undefined),
  county: z.string().trim().min(1).max(30).optional().catch(undefined),
  lat: z.coerce.number().min(-90).max(90).optional().catch(undefined),
  lng: z.coerce.number().min(-180).max(180).optional().catch(undefined),
  radius,
});

/** The area page's centre from its URL; null until one is chosen. */
export function parseAreaParams(params: URLSearchParams): AreaCentre | null {
  const v = schema.parse(Object.fromEntries(params));
  if (v.mineId !== undefined) return { kind: 'mine', mineId: v.mineId, radiusKm: v.radius };
  if (v.county) return { kind: 'county', county: v.county };
  if (v.lat !== undefined && v.lng !== undefined)
    return { kind: 'point', lat: v.lat, lng: v.lng, radiusKm: v.radius };
  return null;
}

export function toAreaParams(centre: AreaCentre): URLSearchParams {
  const params = new URLSearchParams();
  if (centre.kind === 'mine') params.set('mineId', String(centre.mineId));
  if (centre.kind === 'county') params.set('county', centre.county);
  if (centre.kind === 'point') {
    params.set('lat', String(centre.lat));
    params.set('lng', String(centre.lng));
  }
  if (centre.kind !== 'county') params.set('radius', String(centre.radiusKm));
  return params;
}

/** The API's query for the area call. */
export function toAreaQuery(centre: AreaCentre): Record<string, string | number | undefined> {
  if (centre.kind === 'mine') return { mineId: centre.mineId, radiusKm: centre.radiusKm };
  if (centre.kind === 'county') return { county: centre.county };
  return { lat: centre.lat, lng: centre.lng, radiusKm: centre.radiusKm };
}

/**
 * A link into the search page showing the same area (and optionally one more filter): the search
 * page keeps nearMine / lat,lng with radiusKm in its URL and shows them as a chip.
 */
export function areaSearchHref(
  centre: AreaCentre,
  label: string,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  if (centre.kind === 'county') params.set('county', centre.county);
  else {
    if (centre.kind === 'mine') params.set('nearMine', String(centre.mineId));
    else {
      params.set('lat', String(centre.lat));
      params.set('lng', String(centre.lng));
    }
    params.set('radiusKm', String(centre.radiusKm));
    if (label) params.set('areaLabel', label);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `/search?${params.toString()}`;
}
