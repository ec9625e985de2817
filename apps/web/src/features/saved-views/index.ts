export { SavedViewsMenu, type SavedViewsMenuProps } from './components/saved-views-menu';
export { SavedViewsPanel, savedViewHref, type SavedViewPaths } from './components/saved-views-panel';
export { UrlSavedViews } from './components/url-saved-views';
