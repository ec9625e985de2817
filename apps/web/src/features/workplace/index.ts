export { WorkplacePage } from './workplace-page';
export { QuickLinksPanel, type QuickLink } from './quick-links-panel';
export { type WorkplacePanel, orderPanels } from './workplace-panel';
