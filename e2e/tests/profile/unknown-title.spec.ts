import { expect, test } from '@playwright/test';
import { ADMIN, navigateInApp, signIn } from '../shell/helpers';

const NOT_FOUND_TITLE = '页面不存在 - 贵州煤矿大数据信息平台';

test('an unknown mine is titled as not found, and a known one afterwards as a mine profile', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/mine/987654');
  await expect(page.getByRole('heading', { name: '未找到煤矿 987654' })).toBeVisible();
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);

  await page.goto('/mine/not-a-number');
  await expect(page.getByRole('heading', { name: /^未找到煤矿/ })).toBeVisible();
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);

  // In-app, from the unknown mine to a known one: the title follows.
  await navigateInApp(page, '/mine/1');
  await expect(page.getByRole('heading', { level: 1, name: '荔枝坪煤矿' })).toBeVisible();
  await expect(page).toHaveTitle('煤矿档案 - 贵州煤矿大数据信息平台');
});

test('an unknown mine in the neighbour comparison and an unknown article are titled as not found', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/peripheralAnalysis/coalSeamAnalysis/987654');
  await expect(page.getByRole('heading', { name: '未找到煤矿 987654' })).toBeVisible();
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);

  await page.goto('/information?id=987654');
  await expect(page.getByRole('heading', { name: '未找到资讯 987654' })).toBeVisible();
  await expect(page).toHaveTitle(NOT_FOUND_TITLE);
});
