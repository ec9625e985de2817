// Names only, without schemas: a page importing them keeps zod off its first load.

/**
 * What a pivot may group mines by: a column of the mine row, a class of it, its risk band, its owner group
 * (the 实际控制人 of its mining-rights holder) or the year of its production records (each mine once per
 * year it reported; the measures then read that year's figures).
 */
export const PIVOT_DIMENSIONS = [
  'prefecture',
  'county',
  'productionStatus',
  'productionType',
  'scaleClass',
  'coalRank',
  'gasGrade',
  'hydroType',
  'complexity',
  'mergerType',
  'riskBand',
  'ownerGroup',
  'year',
] as const;
export type PivotDimension = (typeof PIVOT_DIMENSIONS)[number];

/** What a pivot may add up over its mines. */
export const PIVOT_MEASURES = [
  'count',
  'capacity',
  'output',
  'accidents',
  'deaths',
  'penalties',
  'penaltyAmount',
  'dishonest',
  'negativeNews',
] as const;
export type PivotMeasure = (typeof PIVOT_MEASURES)[number];

/** Rows and columns together; more would not read as a table. */
export const PIVOT_MAX_DIMENSIONS = 4;
