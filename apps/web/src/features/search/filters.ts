// The search page's filters for other pages that show mines (the province map): the same panel, the
// same URL keys and the same API query. Loaded with those pages, never with the navbar.
export { SearchFilterPanel } from './components/search-filter-panel';
export {
  activeFilterCount,
  parseSearchParams,
  searchHref,
  type SearchFilters,
  toFilterQuery,
} from './search-params';
