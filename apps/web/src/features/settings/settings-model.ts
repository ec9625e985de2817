import { z } from 'zod';

export const DEFAULT_THEME_COLOR = '#165DFF';
export const MENU_WIDTH = { default: 220, collapsed: 48, min: 160, max: 400 } as const;
export const SETTINGS_STORAGE_KEY = 'settings';

/** What the user can change and what survives a reload (SPEC.md §3 Settings). */
export const settingsSchema = z.object({
  theme: z.enum(['light', 'dark']).catch('light'),
  navbar: z.boolean().catch(true),
  menu: z.boolean().catch(true),
  footer: z.boolean().catch(true),
  tabBar: z.boolean().catch(false),
  themeColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .catch(DEFAULT_THEME_COLOR),
  menuWidth: z.number().int().min(MENU_WIDTH.min).max(MENU_WIDTH.max).catch(MENU_WIDTH.default),
  menuCollapse: z.boolean().catch(false),
  colorWeak: z.boolean().catch(false),
});
export type Settings = z.infer<typeof settingsSchema>;

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
  return settingsSchema.parse({ ...DEFAULT_SETTINGS, ...value });
}

export function serializeSettings(settings: Settings): string {
  return JSON.stringify(settingsSchema.parse(settings));
}
