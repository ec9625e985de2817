export const DEFAULT_THEME_COLOR = '#165DFF';
export const MENU_WIDTH = { default: 220, collapsed: 48, min: 160, max: 400 } as const;
export const SETTINGS_STORAGE_KEY = 'settings';

/** What the user can change and what survives a reload (SPEC.md §3 Settings). */
export interface Settings {
  theme: 'light' | 'dark';
  navbar: boolean;
  menu: boolean;
  footer: boolean;
  tabBar: boolean;
  themeColor: string;
  menuWidth: number;
  menuCollapse: boolean;
  colorWeak: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: 'light',
  navbar: true,
  menu: true,
  footer: true,
  tabBar: false,
  themeColor: DEFAULT_THEME_COLOR,
  menuWidth: MENU_WIDTH.default,
  menuCollapse: false,
  colorWeak: false,
};

/** Reads stored settings; a broken or partial value falls back field by field to the defaults. */
export function parseStoredSettings(raw: string | null): Settings {
  if (!raw) return { ...DEFAULT_SETTINGS };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ...DEFAULT_SETTINGS };
  return checkedSettings(value as Record<string, unknown>);
}

export function serializeSettings(settings: Settings): string {
  return JSON.stringify(checkedSettings(settings as unknown as Record<string, unknown>));
}

// Plain checks rather than a schema: settings are read on the first screen, before any schema code.
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/** Each field as stored when valid, else its default; unknown fields dropped. */
function checkedSettings(value: Record<string, unknown>): Settings {
  const d = DEFAULT_SETTINGS;
  const { menuWidth, themeColor, theme } = value;
  return {
    theme: theme === 'light' || theme === 'dark' ? theme : d.theme,
    navbar: flag(value.navbar, d.navbar),
    menu: flag(value.menu, d.menu),
    footer: flag(value.footer, d.footer),
    tabBar: flag(value.tabBar, d.tabBar),
    themeColor:
      typeof themeColor === 'string' && /^#[0-9a-fA-F]{6}$/.test(themeColor) ? themeColor : d.themeColor,
    menuWidth:
      typeof menuWidth === 'number' &&
      Number.isInteger(menuWidth) &&
      menuWidth >= MENU_WIDTH.min &&
      menuWidth <= MENU_WIDTH.max
        ? menuWidth
        : d.menuWidth,
    menuCollapse: flag(value.menuCollapse, d.menuCollapse),
    colorWeak: flag(value.colorWeak, d.colorWeak),
  };
}
