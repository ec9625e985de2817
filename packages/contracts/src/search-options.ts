// No zod here: the navbar search and the search page's URL read these without loading any schema.

/** Typeahead page size of the navbar search (SPEC.md §9). */
export const NAME_SEARCH_PAGE_SIZE = 6;

/** Columns the mine list may be sorted by. */
export const MINE_SORT_COLUMNS = [
  'name',
  'capacity',
  'prefecture',
  'county',
  'productionStatus',
  'updatedAt',
] as const;
export type MineSortColumn = (typeof MINE_SORT_COLUMNS)[number];
/** Sorts served beside the stored columns: the risk model's current score. */
export const MINE_EXTRA_SORT_COLUMNS = ['riskScore'] as const;
export const MINE_LIST_MAX_PAGE_SIZE = 100;

/** Filters that show a count per option, each counted with every other filter applied. */
export const FACETS = [
  'prefecture',
  'county',
  'productionStatus',
  'scale',
  'mergerType',
  'complexity',
  'gasGrade',
  'hydroType',
  'coalRank',
  'riskBand',
] as const;
export type Facet = (typeof FACETS)[number];
