import type { Page } from '@playwright/test';
import { ADMIN, signIn } from '../shell/helpers';

export interface Mode {
  locale: 'zh-CN' | 'en-US';
  theme: 'light' | 'dark';
  width: 1440 | 390;
}

/** Signs in (the form is Chinese), then sets the language, theme and width the page is looked at in. */
export async function signInAs(page: Page, mode: Mode, account = ADMIN): Promise<void> {
  await page.setViewportSize(mode.width === 390 ? { width: 390, height: 844 } : { width: 1440, height: 900 });
  await signIn(page, account);
  await page.evaluate(({ locale, theme }) => {
    localStorage.setItem('locale', locale);
    const settings = JSON.parse(localStorage.getItem('settings') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('settings', JSON.stringify({ ...settings, theme }));
  }, mode);
}
