import { z } from 'zod';
import { envelopeOf } from './envelope';
import { NEIGHBOUR_LIMIT } from './analysis-limits';
import { idParam } from './ids';
import { mineSummary } from './mine/summary';
import { COALFIELDS, HORIZONS } from './seam-systems';

// The range is checked by the server, so that the refusal names the field and the whole range.
const radiusKm = z.coerce.number().optional();

export const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

export const neighboursParams = z.object({ mineId: idParam });
export const neighboursQuery = z.object({
  radiusKm,
  limit: z.coerce.number().int().min(1).max(NEIGHBOUR_LIMIT.max).default(NEIGHBOUR_LIMIT.default),
});
export type NeighboursQuery = z.infer<typeof neighboursQuery>;

/** The fields of a mine every comparison shows. */
export const analysisMine = mineSummary.pick({
  mineId: true,
  mineCode: true,
  mineName: true,
  prefecture: true,
  county: true,
  lat: true,
  lng: true,
  productionStatus: true,
  productionType: true,
  capacity: true,
  coalRank: true,
  gasGrade: true,
  company: true,
  isSample: true,
});
export type AnalysisMine = z.infer<typeof analysisMine>;

export const neighbour = analysisMine.extend({
  /** Great-circle distance from the subject, km, one decimal. */
  distanceKm: z.number(),
  /** Compass bearing from the subject to this mine. */
  bearing: z.enum(COMPASS_POINTS),
});
export type Neighbour = z.infer<typeof neighbour>;

export const neighbours = z.object({
  subject: analysisMine,
  radiusKm: z.number(),
  /** Mines within the radius (the list holds at most `limit` of them, nearest first). */
  total: z.number().int(),
  neighbours: z.array(neighbour),
  /** With no neighbour in the radius: the nearest mine's distance within the largest radius, if any. */
  nearestKm: z.number().nullable(),
  /** With no neighbour in the radius: the smallest preset (or the maximum) radius that has one. */
  suggestedRadiusKm: z.number().nullable(),
});
export type Neighbours = z.infer<typeof neighbours>;
export const neighboursResponse = envelopeOf(neighbours);

/** Five-number summary of the neighbours' values (linear interpolation between order statistics). */
export const quartiles = z.object({
  n: z.number().int(),
  min: z.number(),
  q1: z.number(),
  median: z.number(),
  q3: z.number(),
  max: z.number(),
});
export type Quartiles = z.infer<typeof quartiles>;

const list = z
  .string()
  .max(500)
  .transform((v) =>
    v
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

export const seamComparisonQuery = z.object({ radiusKm, seams: list.optional() });
export type SeamComparisonQuery = z.infer<typeof seamComparisonQuery>;

export const seamCell = z.object({
  thicknessMin: z.number().nullable(),
  thicknessAvg: z.number().nullable(),
  thicknessMax: z.number().nullable(),
  dip: z.number().nullable(),
  stability: z.string().nullable(),
  structure: z.string().nullable(),
  roof: z.string().nullable(),
  floor: z.string().nullable(),
  minable: z.boolean().nullable(),
  /** The seam as the mine itself numbers it (normalised): differs from the column in another system. */
  seamNo: z.string(),
});
export type SeamCell = z.infer<typeof seamCell>;

/** A mine in a comparison: the subject (distance null) or a neighbour. */
export const comparedMine = analysisMine.extend({
  distanceKm: z.number().nullable(),
  bearing: z.enum(COMPASS_POINTS).nullable(),
  /** False when the mine has no record of this kind at all (shown as 暂无数据, not dropped). */
  hasRecords: z.boolean(),
  /** The coalfield whose seam numbering the mine uses (seam-systems.ts), null where unknown. */
  seamSystem: z.enum(COALFIELDS).nullable(),
});
export type ComparedMine = z.infer<typeof comparedMine>;

export const seamSummary = z.object({
  /** Normalised seam number (9, 5-3, 6中): the key of the correlation. */
  seam: z.string(),
  /** As shown: M9, M5-3. */
  label: z.string(),
  /** The Longtan Formation horizon the seam lies on in the subject's coalfield, through which seams correlate. */
  horizon: z.enum(HORIZONS).nullable(),
  /** Neighbours that have the seam, of `neighbourCount`. */
  presentIn: z.number().int(),
  subject: seamCell.nullable(),
  thickness: quartiles.nullable(),
  dip: quartiles.nullable(),
});
export type SeamSummary = z.infer<typeof seamSummary>;

export const seamComparison = z.object({
  subject: analysisMine,
  radiusKm: z.number(),
  neighbourCount: z.number().int(),
  nearestKm: z.number().nullable(),
  suggestedRadiusKm: z.number().nullable(),
  /** The subject's seam numbering: the columns are its seams. */
  seamSystem: z.enum(COALFIELDS).nullable(),
  /** Other numberings among the neighbours, whose seams are correlated to the subject's by horizon. */
  otherSystems: z.array(z.enum(COALFIELDS)),
  /** The columns in natural order (M1, M3, M10): the seams asked for, else those of the subject and its neighbours. */
  seams: z.array(seamSummary),
  /** Every seam found in the subject or a neighbour, for the picker. */
  allSeams: z.array(z.object({ seam: z.string(), label: z.string(), mines: z.number().int() })),
  /** Subject first, then neighbours by distance; cells keyed by normalised seam. */
  mines: z.array(comparedMine.extend({ cells: z.record(z.string(), seamCell) })),
});
export type SeamComparison = z.infer<typeof seamComparison>;
export const seamComparisonResponse = envelopeOf(seamComparison);

export const QUALITY_INDICATORS = ['mad', 'ad', 'vdaf', 'std', 'qgrd', 'g'] as const;
export type QualityIndicator = (typeof QUALITY_INDICATORS)[number];

export const qualityComparisonQuery = z.object({ radiusKm, seam: z.string().trim().max(20).optional() });
export type QualityComparisonQuery = z.infer<typeof qualityComparisonQuery>;

export const qualityRow = z.object({
  /** The subject's seam the row correlates with (the column key). */
  seam: z.string(),
  /** The seam as the mine itself numbers it. */
  seamNo: z.string(),
  label: z.string(),
  mad: z.number().nullable(),
  ad: z.number().nullable(),
  vdaf: z.number().nullable(),
  std: z.number().nullable(),
  qgrd: z.number().nullable(),
  g: z.number().nullable(),
  coalRank: z.string().nullable(),
  /** GB/T 15224 grades (dictionary values ash_grade, sulfur_grade, calorific_grade). */
  ashGrade: z.string().nullable(),
  sulfurGrade: z.string().nullable(),
  calorificGrade: z.string().nullable(),
});
export type QualityRow = z.infer<typeof qualityRow>;

const qualityIndicator = z.object({
  key: z.enum(QUALITY_INDICATORS),
  subject: z.number().nullable(),
  neighbours: quartiles.nullable(),
});

export const qualityComparison = z.object({
  subject: analysisMine,
  radiusKm: z.number(),
  /** The seam compared (normalised), or null for every seam of each mine. */
  seam: z.string().nullable(),
  neighbourCount: z.number().int(),
  nearestKm: z.number().nullable(),
  suggestedRadiusKm: z.number().nullable(),
  allSeams: z.array(z.object({ seam: z.string(), label: z.string(), mines: z.number().int() })),
  /** The subject's seam numbering; neighbours' seams of other numberings are matched to it by horizon. */
  seamSystem: z.enum(COALFIELDS).nullable(),
  otherSystems: z.array(z.enum(COALFIELDS)),
  /** The subject's rank: `indicators` compare it with the neighbours of the same rank only. */
  coalRank: z.string().nullable(),
  /** Per indicator: the subject's mean over its rows and the same-rank neighbours' rows summarised. */
  indicators: z.array(qualityIndicator),
  /** The neighbours grouped by rank, each group summarised on its own (no figure mixes ranks). */
  byRank: z.array(
    z.object({
      coalRank: z.string().nullable(),
      mines: z.number().int(),
      indicators: z.array(qualityIndicator),
    }),
  ),
  mines: z.array(comparedMine.extend({ rows: z.array(qualityRow) })),
});
export type QualityComparison = z.infer<typeof qualityComparison>;
export const qualityComparisonResponse = envelopeOf(qualityComparison);

export const areaQuery = z.object({
  mineId: idParam.optional(),
  county: z.string().trim().min(1).max(30).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  radiusKm,
});
export type AreaQuery = z.infer<typeof areaQuery>;

const countOf = z.object({ value: z.string(), mines: z.number().int(), capacity: z.number() });

export const areaAnalysis = z.object({
  /** How the area was chosen, as the request gave it (echoed for the drill-down links). */
  centre: z.object({
    kind: z.enum(['mine', 'county', 'point']),
    mineId: z.number().int().nullable(),
    mineName: z.string().nullable(),
    county: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    radiusKm: z.number().nullable(),
  }),
  referenceYear: z.number().int(),
  mines: z.number().int(),
  /** Approved capacity, 10⁴ t/a. */
  capacity: z.number(),
  /** Output of the year before the reference year, 10⁴ t. */
  lastYearOutput: z.number(),
  byStatus: z.array(countOf),
  /** large / medium / small (DOMAIN.md §3 capacity scale). */
  byScale: z.array(countOf),
  byGasGrade: z.array(countOf),
  byHydroType: z.array(countOf),
  topCompanies: z.array(z.object({ company: z.string(), mines: z.number().int(), capacity: z.number() })),
  /** The three years before the reference date. */
  safety: z.object({
    since: z.string(),
    accidents: z.number().int(),
    deaths: z.number().int(),
    penalties: z.number().int(),
    /** 10⁴ CNY. */
    penaltyAmount: z.number(),
  }),
  licencesExpiring: z.object({
    within: z.number().int(),
    mines: z.number().int(),
    licences: z.number().int(),
  }),
  /** Output per year of the area's mines and of the province, 10⁴ t. */
  production: z.array(z.object({ year: z.number().int(), area: z.number(), province: z.number() })),
});
export type AreaAnalysis = z.infer<typeof areaAnalysis>;
export const areaAnalysisResponse = envelopeOf(areaAnalysis);

/** County outlines around a point, for the comparison's small map (WGS84, [lng, lat], simplified). */
export const boundariesQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  radiusKm,
});
export const countyOutline = z.object({
  code: z.string(),
  name: z.string(),
  polygons: z.array(z.array(z.array(z.tuple([z.number(), z.number()])))),
});
export type CountyOutline = z.infer<typeof countyOutline>;
export const boundariesResponse = envelopeOf(z.array(countyOutline));
