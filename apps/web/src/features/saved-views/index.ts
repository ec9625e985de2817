export { SavedViewsMenu, type SavedViewsMenuProps } from './components/saved-views-menu';
export { SavedViewsPanel, savedViewHref, type SavedViewPaths } from './components/saved-views-panel';
