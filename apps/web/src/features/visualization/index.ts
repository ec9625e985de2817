export { PivotPage } from './components/pivot-page';
