export { PivotPage } from './components/pivot-page';
export { ProductionPage } from './components/production-page';
