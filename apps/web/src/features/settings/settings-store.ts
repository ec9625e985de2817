import { create } from 'zustand';
import {
  DEFAULT_SETTINGS,
  parseStoredSettings,
  serializeSettings,
  type Settings,
  SETTINGS_STORAGE_KEY,
} from './settings-model';

interface SettingsState extends Settings {
  update: (patch: Partial<Settings>) => void;
  reset: () => void;
}

function load(): Settings {
  try {
    return parseStoredSettings(localStorage.getItem(SETTINGS_STORAGE_KEY));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

function pick(state: SettingsState): Settings {
  const { theme, navbar, menu, footer, tabBar, themeColor, menuWidth, menuCollapse, colorWeak } = state;
  return { theme, navbar, menu, footer, tabBar, themeColor, menuWidth, menuCollapse, colorWeak };
}

export const useSettingsStore = create<SettingsState>((set) => ({
  ...load(),
  update(patch) {
    set(patch);
  },
  reset() {
    set({ ...DEFAULT_SETTINGS });
  },
}));

// Persist every change; a full or blocked storage must not break the page.
useSettingsStore.subscribe((state) => {
  try {
    localStorage.setItem(SETTINGS_STORAGE_KEY, serializeSettings(pick(state)));
  } catch {
    /* storage unavailable: settings last for this visit only */
  }
});

export const currentSettings = (): Settings => pick(useSettingsStore.getState());
