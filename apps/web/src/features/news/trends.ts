// Page entries, each loaded lazily by its route.
export { TrendsPage } from './components/trends-page';
