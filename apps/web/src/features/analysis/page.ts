// The pages' entry, loaded lazily by their routes.
export { AreaPage } from './components/area-page';
export { ComparisonPage } from './components/comparison-page';
