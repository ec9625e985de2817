// The page's entry, loaded lazily by its route (the navbar imports only `index.ts`).
export { SearchPage } from './components/search-page';
