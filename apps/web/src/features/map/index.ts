// The map's page entry, loaded lazily by its route.
export { MapPage } from './components/map-page';
export type { MineFilterKit } from './model/filter-kit';
