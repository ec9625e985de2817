import { ANALYSIS_RADIUS, type MineFilter } from '@coal/contracts';
import type { SqlCentre } from './geo/distance';

/** The area filter: a mine or a point, and a radius (the analysis default when not given). */
export function areaOf(filter: MineFilter): { centre: SqlCentre; radiusKm: number } | undefined {
  const radiusKm = filter.radiusKm ?? ANALYSIS_RADIUS.default;
  if (filter.nearMine !== undefined) return { centre: { mineId: filter.nearMine }, radiusKm };
  if (filter.lat !== undefined && filter.lng !== undefined)
    return { centre: { lat: filter.lat, lng: filter.lng }, radiusKm };
  return undefined;
}

export const scalesOf = (filter: MineFilter) => (filter.scale ?? []).map(Number).filter(Number.isFinite);

/** The capacity class of an approved capacity (DOMAIN.md §3), as the scale-class filter and the pivot read it. */
export function scaleClassOf(capacity: number): 'large' | 'medium' | 'small' {
  return capacity >= 120 ? 'large' : capacity >= 45 ? 'medium' : 'small';
}
