/** Filters the portal can hand to the search page. */
export interface SearchLinkFilters {
  mineName?: string;
  prefecture?: string[];
  productionStatus?: string[];
}

/** Builds a link into the search page; the app supplies it, so this feature needs no other feature. */
export type SearchLink = (filters: SearchLinkFilters) => string;
