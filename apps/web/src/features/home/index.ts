export { HomePage } from './components/home-page';
export type { SearchLink, SearchLinkFilters } from './search-link';
