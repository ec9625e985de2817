// What other parts of the app use without loading a news page.
export { MineNewsPanel } from './components/mine-news-panel';
export { newsKeys } from './api/news-keys';
