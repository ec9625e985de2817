// What other parts of the app use without loading a news page.
export { CompanyNewsPanel } from './components/company-news-panel';
export { MineNewsPanel } from './components/mine-news-panel';
export { newsKeys } from './api/news-keys';
