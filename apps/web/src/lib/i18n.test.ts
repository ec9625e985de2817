import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, currentLocale, i18n, initI18n } from './i18n';

describe('languages', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('speaks Chinese from the start, and loads English only when it is chosen', async () => {
    initI18n();
    expect(currentLocale()).toBe('zh-CN');
    expect(i18n.t('app.productName')).toBe('贵州煤矿大数据信息平台');
    expect(i18n.getResource('en-US', 'translation', 'app.productName')).toBeUndefined();

    await changeLocale('en-US');
    expect(currentLocale()).toBe('en-US');
    expect(i18n.t('app.productName')).toBe('Guizhou Coal Mine Big Data Platform');
    expect(localStorage.getItem('locale')).toBe('en-US');

    await changeLocale('zh-CN');
    expect(i18n.t('app.productName')).toBe('贵州煤矿大数据信息平台');
  });
});
