export { TabBar } from './tab-bar';
export { useTabsStore } from './tabs-store';
export type { TabEntry } from './tab-list';
