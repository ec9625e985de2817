export { DictsPage } from './components/dicts-page';
