/** The profile page of a mine. */
export const mineHref = (mineId: number | string): string => `/mine/${encodeURIComponent(String(mineId))}`;

/** Every change to a mine, and its profile on a past day (`date`, YYYY-MM-DD). */
export const mineHistoryHref = (mineId: number | string, date?: string): string =>
  `/mine/${encodeURIComponent(String(mineId))}/history${date ? `?date=${date}` : ''}`;

/** The neighbour comparison of a mine: the seam tab and the coal-quality tab (SPEC.md §2 routes). */
export const seamComparisonHref = (mineId: number | string): string =>
  `/peripheralAnalysis/coalSeamAnalysis/${encodeURIComponent(String(mineId))}`;
export const qualityComparisonHref = (mineId: number | string): string =>
  `/peripheralAnalysis/coalQualityCompare/${encodeURIComponent(String(mineId))}`;

/** The area analysis around a mine. */
export const areaAnalysisHref = (mineId: number | string, radiusKm?: number): string =>
  `/industryAnalysis?mineId=${encodeURIComponent(String(mineId))}${radiusKm ? `&radius=${radiusKm}` : ''}`;
