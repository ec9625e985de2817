// No zod here: the search page's URL and the radius control read these without loading any schema.

/** Radius of a surrounding analysis, km: the range the API accepts, its default and the page's presets. */
export const ANALYSIS_RADIUS = { min: 1, max: 100, default: 20 } as const;
export const RADIUS_PRESETS_KM = [5, 10, 20, 50] as const;
export const NEIGHBOUR_LIMIT = { max: 200, default: 200 } as const;
/** First year of the area's production series (the data model's production records start there). */
export const AREA_FIRST_YEAR = 2014;
