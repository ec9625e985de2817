export { ThemeToggle } from './theme-toggle';
export { useSettingsStore } from './settings-store';
export { MENU_WIDTH, type Settings } from './settings-model';
