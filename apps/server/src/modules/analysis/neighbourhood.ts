import { ANALYSIS_RADIUS, COMPASS_POINTS, type CompassPoint, RADIUS_PRESETS_KM } from '@coal/contracts';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { bearingDeg, type LatLng, type MineRepository, type MineRow } from '../mine';

export type NeighbourhoodRepository = Pick<MineRepository, 'findById' | 'withinRadius'>;

/** The radius asked for, or the default; outside the range the refusal names the field and the range. */
export function radiusOf(value: number | undefined): number {
  const radius = value ?? ANALYSIS_RADIUS.default;
  if (!Number.isFinite(radius) || radius < ANALYSIS_RADIUS.min || radius > ANALYSIS_RADIUS.max)
    throw new BadRequestError('analysis.radiusRange', {
      min: ANALYSIS_RADIUS.min,
      max: ANALYSIS_RADIUS.max,
      value: String(value),
    });
  return radius;
}

/** One of the eight compass points: N covers 337.5°–22.5°. */
export function compassPoint(from: LatLng, to: LatLng): CompassPoint {
  return COMPASS_POINTS[Math.round(bearingDeg(from, to) / 45) % 8]!;
}

export const toKm = (metres: number) => Math.round(metres / 100) / 10;

export interface NeighbourRow {
  row: MineRow;
  distanceKm: number;
  bearing: CompassPoint;
}

export interface Neighbourhood {
  subject: MineRow;
  radiusKm: number;
  total: number;
  neighbours: NeighbourRow[];
  nearestKm: number | null;
  suggestedRadiusKm: number | null;
}

/** A mine and the mines around it, nearest first; with none in the radius, the radius that would have one. */
export async function findNeighbourhood(
  mines: NeighbourhoodRepository,
  mineId: number,
  radiusKm: number | undefined,
  limit: number,
): Promise<Neighbourhood> {
  const radius = radiusOf(radiusKm);
  const subject = await mines.findById(mineId);
  if (!subject) throw new NotFoundError('mine.notFound', { mineId });
  const { rows, total } = await mines.withinRadius(subject, radius, { excludeId: subject.id, limit });
  let nearestKm: number | null = null;
  let suggestedRadiusKm: number | null = null;
  if (total === 0 && radius < ANALYSIS_RADIUS.max) {
    const nearest = await mines.withinRadius(subject, ANALYSIS_RADIUS.max, {
      excludeId: subject.id,
      limit: 1,
    });
    const first = nearest.rows[0];
    if (first) {
      nearestKm = toKm(first.distanceM);
      const km = first.distanceM / 1000;
      suggestedRadiusKm = RADIUS_PRESETS_KM.find((p) => p > radius && p >= km) ?? ANALYSIS_RADIUS.max;
    }
  }
  return {
    subject,
    radiusKm: radius,
    total,
    neighbours: rows.map((row) => ({
      row,
      distanceKm: toKm(row.distanceM),
      bearing: compassPoint(subject, row),
    })),
    nearestKm,
    suggestedRadiusKm,
  };
}
