import type { Page } from '@playwright/test';

/** Holds back the app's entry script, so the page stays as index.html alone makes it: no app code runs. */
export const withoutApp = (page: Page) => page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
