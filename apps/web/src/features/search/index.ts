export { MineSearchButton } from './modal/mine-search-button';
export { searchHref } from './search-params';
