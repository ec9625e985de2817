import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type LocaleCatalog, type LocaleKey, zhCN } from '@/locales/zh-CN';

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export type { LocaleKey };
export const DEFAULT_LOCALE: Locale = 'zh-CN';
/** The language choice is remembered under this localStorage key (SPEC.md §7). */
export const LOCALE_STORAGE_KEY = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export const i18n = i18next.createInstance();

/** Chinese comes with the app; English loads when it is chosen, so Chinese readers never download it. */
const catalogues: Record<Locale, () => Promise<LocaleCatalog>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  'en-US': () => import('@/locales/en-US').then((m) => m.enUS),
};

const loaded = new Set<Locale>(['zh-CN']);

/** Makes a language's core texts available (once); features add their own as their code loads. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  i18n.addResourceBundle(locale, 'translation', await catalogues[locale](), true, false);
  loaded.add(locale);
}

export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    resources: { 'zh-CN': { translation: zhCN } },
    lng: storedLocale(),
    fallbackLng: 'en-US',
    supportedLngs: [...LOCALES],
    // Keys such as `menu.dashboard.workplace` are flat, as route metadata names them.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

export async function changeLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  await i18n.changeLanguage(locale);
}
