export { SettingsDrawer, SETTINGS_DRAWER_WIDTH } from './settings-drawer';
export { ThemeToggle } from './theme-toggle';
export { useSettingsStore } from './settings-store';
export { MENU_WIDTH, type Settings } from './settings-model';
