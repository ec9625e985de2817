import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, as a new page view gets it, with the given remembered language. */
async function freshI18n(remembered?: string) {
  const items = new Map<string, string>(remembered ? [['locale', remembered]] : []);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  });
  vi.resetModules();
  return import('./i18n');
}

describe('languages', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('speaks Chinese from the start, and loads English only when it is chosen', async () => {
    const { changeLocale, currentLocale, t, translatorFor } = await freshI18n();
    expect(currentLocale()).toBe('zh-CN');
    expect(t('app.productName')).toBe('贵州煤矿大数据信息平台');
    // Not loaded yet: no English text, so the key itself.
    expect(translatorFor('en-US')('app.productName')).toBe('app.productName');

    await changeLocale('en-US');
    expect(currentLocale()).toBe('en-US');
    expect(t('app.productName')).toBe('Guizhou Coal Mine Big Data Platform');
    expect(localStorage.getItem('locale')).toBe('en-US');

    await changeLocale('zh-CN');
    expect(t('app.productName')).toBe('贵州煤矿大数据信息平台');
  });

  it('starts in the remembered language, and ignores a value it does not know', async () => {
    expect((await freshI18n('en-US')).currentLocale()).toBe('en-US');
    expect((await freshI18n('fr-FR')).currentLocale()).toBe('zh-CN');
  });

  it('fills placeholders, and leaves one without a value as written', async () => {
    const { addMessages, t } = await freshI18n();
    addMessages('zh-CN', { 'probe.count': '共 {{count}} 座，{{ shown }} 座显示' });
    expect(t('probe.count', { count: 900, shown: '20' })).toBe('共 900 座，20 座显示');
    expect(t('probe.count', { count: 0 })).toBe('共 0 座，{{ shown }} 座显示');
  });

  it('falls back to English, then to the default value, then to the key', async () => {
    const { addMessages, loadLocale, t } = await freshI18n();
    await loadLocale('en-US');
    addMessages('en-US', { 'probe.englishOnly': 'Only in English' });
    expect(t('probe.englishOnly')).toBe('Only in English');
    expect(t('probe.nowhere', { defaultValue: 'mine:write' })).toBe('mine:write');
    expect(t('probe.nowhere')).toBe('probe.nowhere');
  });

  it('keeps a feature’s English texts registered before the English core arrived', async () => {
    const { addMessages, loadLocale, translatorFor } = await freshI18n('en-US');
    // A page opened in English: a feature module can run before the core catalogue has loaded.
    addMessages('en-US', { 'probe.early': 'Early' });
    await loadLocale('en-US');
    expect(translatorFor('en-US')('probe.early')).toBe('Early');
    expect(translatorFor('en-US')('app.productName')).toBe('Guizhou Coal Mine Big Data Platform');
  });

  it('tells its listeners once per change of language, and no more after they leave', async () => {
    const { currentLocale, onLanguageChange, setLanguage } = await freshI18n();
    const heard = vi.fn();
    const leave = onLanguageChange(heard);
    setLanguage('en-US');
    setLanguage('en-US');
    expect(heard).toHaveBeenCalledTimes(1);
    leave();
    setLanguage('zh-CN');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(currentLocale()).toBe('zh-CN');
  });

  it('gives one translate function per language, so memos recompute only when it changes', async () => {
    const { translatorFor } = await freshI18n();
    expect(translatorFor('zh-CN')).toBe(translatorFor('zh-CN'));
    expect(translatorFor('zh-CN')).not.toBe(translatorFor('en-US'));
  });
});
