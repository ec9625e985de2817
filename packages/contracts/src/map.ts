import { z } from 'zod';
import { envelopeOf } from './envelope';
import { idParam } from './ids';
import { MINE_CARD_FIELDS, mineSummary } from './mine/summary';
import { mineLicence } from './profile';
import { RISK_BANDS, RISK_UNSCORED_REASONS } from './risk-terms';

/**
 * One mine on the province map, as a compact row: `[mineId, lng, lat, productionStatus, capacity,
 * gasGrade, coalRank]`. Coordinates are for display on the map's boundaries (GCJ-02), converted on the
 * server from the stored WGS84; capacity is the approved capacity in 10⁴ t/a.
 */
export const mapMineRow = z.tuple([
  z.number().int(),
  z.number(),
  z.number(),
  z.string(),
  z.number(),
  z.string().nullable(),
  z.string().nullable(),
]);
export type MapMineRow = z.infer<typeof mapMineRow>;

/** Positions of the fields in a compact row. */
export const MAP_ROW = {
  id: 0,
  lng: 1,
  lat: 2,
  status: 3,
  capacity: 4,
  gasGrade: 5,
  coalRank: 6,
} as const;

export const mapMines = z.object({
  /** Every mine matching the filters, in id order (no paging: the whole province at once). */
  rows: z.array(mapMineRow),
  /** Mines in the province, whatever the filters. */
  all: z.number().int(),
});
export type MapMines = z.infer<typeof mapMines>;
export const mapMinesResponse = envelopeOf(mapMines);

export const mapCardParams = z.object({ mineId: idParam });

/** The risk band a risk model gives a mine, when one does, with the weight set and time of its score. */
export const mapRiskBand = z.object({
  band: z.enum(RISK_BANDS),
  score: z.number(),
  version: z.number().int(),
  computedAt: z.string(),
});
export type MapRiskBand = z.infer<typeof mapRiskBand>;

/** What the map's side card shows of a mine (names are fetched here, on demand, not with the list). */
export const mapMineCard = mineSummary
  .pick({ ...MINE_CARD_FIELDS, gasGrade: true, coalRank: true, isSample: true })
  .extend({
    licences: z.array(mineLicence),
    /** Absent or null while no risk model scores the mine. */
    riskBand: mapRiskBand.nullable().optional(),
    /** Why the model leaves the mine unscored (closed, too little data); null when scored. */
    riskUnscored: z.enum(RISK_UNSCORED_REASONS).nullable().optional(),
  });
export type MapMineCard = z.infer<typeof mapMineCard>;
export const mapMineCardResponse = envelopeOf(mapMineCard);

/** A prefecture named by its four-digit division code (5201 贵阳市). */
export const mapBoundaryParams = z.object({ code: z.string().regex(/^52\d{2}$/) });

/**
 * Boundaries as a GeoJSON FeatureCollection in GCJ-02, each feature named (`properties.name`) as the
 * mines' prefecture or county field names it. The province's may use ECharts' compressed encoding.
 */
export const mapBoundaries = z.object({
  type: z.literal('FeatureCollection'),
  UTF8Encoding: z.boolean().optional(),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.string().optional(),
      properties: z
        .object({ name: z.string(), code: z.string(), cp: z.array(z.number()).optional() })
        .passthrough(),
      // Encoded geometries carry `encodeOffsets` beside their coordinates.
      geometry: z.object({ type: z.string(), coordinates: z.unknown() }).passthrough(),
    }),
  ),
});
export type MapBoundaries = z.infer<typeof mapBoundaries>;
export const mapBoundariesResponse = envelopeOf(mapBoundaries);
