import { addMessages, type Locale, type TranslateOptions, useTranslation } from './i18n';

export type FeatureT<K extends string> = (key: K, options?: TranslateOptions) => string;

export interface FeatureTranslation<K extends string> {
  t: FeatureT<K>;
  /** The UI language, e.g. `zh-CN`. */
  language: Locale;
  zh: boolean;
}

/**
 * Registers a feature's texts in both languages when its code loads and returns its translate hook,
 * typed to its own keys. The English catalogue must name every Chinese key.
 */
export function defineFeatureMessages<const Z extends Record<string, string>>(
  zhCN: Z,
  enUS: Record<keyof Z, string>,
): () => FeatureTranslation<keyof Z & string> {
  addMessages('zh-CN', zhCN);
  addMessages('en-US', enUS);
  return function useFeatureT() {
    const { t, language } = useTranslation();
    return { t, language, zh: language === 'zh-CN' };
  };
}
