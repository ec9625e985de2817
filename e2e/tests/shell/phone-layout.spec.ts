import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

async function toEnglish(page: Page) {
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
}

/** The visible navbar title shows whole: not hidden, not cut with an ellipsis. */
async function expectWholeTitle(page: Page) {
  const title = page.locator('.navbar__title:visible');
  await expect(title).toHaveCount(1);
  const box = await title.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(box.client).toBeGreaterThan(0);
  expect(box.scroll).toBeLessThanOrEqual(box.client);
}

for (const language of ['zh-CN', 'en-US'] as const) {
  test(`at 390 px the navbar keeps the product title whole (${language})`, async ({ page }) => {
    await signIn(page, ADMIN);
    if (language === 'en-US') await toEnglish(page);
    for (const path of ['/dashboard/workplace', '/mine/1', '/search', '/index']) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expectWholeTitle(page);
    }
  });

  test(`at 390 px the profile's section strip shows every section it can and follows the scroll (${language})`, async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    if (language === 'en-US') await toEnglish(page);
    await page.goto('/mine/1');
    const strip = page.locator('.profile-strip');
    await expect(strip).toBeVisible();
    const label = language === 'zh-CN' ? '经营管理' : 'Management';
    const link = strip.getByRole('link', { name: label, exact: true });
    // Chinese labels fit beside the contents button; none is cut off or covered.
    if (language === 'zh-CN') {
      // The strip sits below the header, which may reach past the first screen on a phone.
      await strip.scrollIntoViewIfNeeded();
      const fits = await strip.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits).toBe(true);
      const covered = await link.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.right - 3, r.top + r.height / 2);
        return !(hit && el.contains(hit));
      });
      expect(covered).toBe(false);
    }
    // Scrolling the page to each section moves the highlight there, and the highlighted entry is in view.
    for (const section of ['geology', 'management', 'overview']) {
      const active = strip.locator('a[aria-current="true"]');
      // Sections above may still grow as their data arrives, moving the target: scroll again until it holds.
      await expect
        .poll(async () => {
          await page.locator(`#${section}`).evaluate((el) => {
            const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
            window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - margin + 4 });
          });
          return active.getAttribute('href');
        })
        .toBe(`#${section}`);
      await expect
        .poll(() =>
          active.evaluate((el) => {
            const list = el.closest('ol')!.getBoundingClientRect();
            const r = el.getBoundingClientRect();
            return r.left >= list.left - 1 && r.right <= list.right + 1;
          }),
        )
        .toBe(true);
    }
  });
}

test('at 390 px /search shows cards by default with a one-line pager, and the table on request', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/search');
  await expect(page.locator('.result-card').first()).toBeVisible();
  await expect(page.getByRole('radio', { name: /卡片/ })).toBeChecked();
  const pager = page.locator('.ant-pagination').last();
  await expect(pager).toBeVisible();
  const lines = await pager.evaluate((el) => {
    const tops = new Set(Array.from(el.children, (c: Element) => Math.round(c.getBoundingClientRect().top)));
    return tops.size;
  });
  expect(lines).toBe(1);
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /表格/ }) })
    .click();
  await expect(page).toHaveURL(/view=table/);
  await expect(page.locator('.results-table')).toBeVisible();
  await page.reload();
  await expect(page.locator('.results-table')).toBeVisible();
});

test('at 390 px the home chart gives every prefecture its own row', async ({ page }) => {
  await page.goto('/index');
  const chart = page.locator('.prefecture-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  const names = [
    '毕节市',
    '贵阳市',
    '安顺市',
    '六盘水市',
    '遵义市',
    '黔南州',
    '黔西南州',
    '黔东南州',
    '铜仁市',
  ];
  await chart.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await chart.boundingBox())!;
  // Down the middle of the chart, the tooltip names each prefecture in turn: each has a band of its own,
  // so its label has room (on an x axis of nine labels they overlap at this width).
  const seen: string[] = [];
  for (let y = box.y + 4; y < box.y + box.height - 4; y += 6) {
    await page.mouse.move(box.x + box.width * 0.6, y);
    const text = await chart.evaluate((el) => (el as HTMLElement).innerText);
    const name = names.find((n) => text.includes(n));
    if (name && seen[seen.length - 1] !== name) seen.push(name);
  }
  expect(seen).toEqual(names);
});
