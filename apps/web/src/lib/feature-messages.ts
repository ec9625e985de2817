import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, initI18n } from './i18n';

export type FeatureT<K extends string> = (key: K, options?: Record<string, string | number>) => string;

export interface FeatureTranslation<K extends string> {
  t: FeatureT<K>;
  /** The UI language, e.g. `zh-CN`. */
  language: string;
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
  // A feature module may be evaluated before main.tsx starts i18n (the navbar's modules are).
  initI18n();
  i18n.addResourceBundle('zh-CN', 'translation', zhCN, true, false);
  i18n.addResourceBundle('en-US', 'translation', enUS, true, false);
  return function useFeatureT() {
    const { t, i18n: instance } = useTranslation();
    const translate = useCallback<FeatureT<keyof Z & string>>((key, options) => t(key, options ?? {}), [t]);
    return { t: translate, language: instance.language, zh: instance.language === 'zh-CN' };
  };
}
