import { expect, type Locator, type Page, test } from '@playwright/test';
import { confirmPopconfirm, signIn } from '../shell/helpers';

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });

const stamp = String(Date.now()).slice(-6);

/** Nothing on the admin page scrolls sideways: not the page, not a table inside it. */
async function expectNoSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`page ${root.scrollWidth}px`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('.news-admin *'))) {
      const { overflowX } = getComputedStyle(el);
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1)
        found.push(`${el.className} ${el.scrollWidth}px in ${el.clientWidth}px`);
    }
    return found;
  });
  expect(wide).toEqual([]);
}

/** A control a thumb can reach without scrolling sideways: wholly inside the screen's width. */
async function expectOnScreen(control: Locator) {
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
}

test('at 390 px the feeds are cards with their actions on screen', async ({ page }) => {
  await signIn(page);
  await page.goto('/form/news');
  await expect(page.getByRole('heading', { name: '资讯源与情感词典' })).toBeVisible();
  const name = `手机源${stamp}`;
  await page.getByLabel('名称').fill(name);
  // Nothing listens on port 9: fetching it fails at once, and the card says why.
  await page.getByLabel('订阅地址').fill(`http://127.0.0.1:9/rss-${stamp}.xml`);
  await page.getByRole('button', { name: '添加订阅源' }).click();

  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('尚未抓取');
  await expect(card).toContainText('条目 / 新增 / 已有');
  await expectNoSidewaysScroll(page);

  const fetch = card.getByRole('button', { name: '抓取' });
  await expectOnScreen(fetch);
  await fetch.click();
  await expect(card).toContainText('无法连接');
  await expect(card).toContainText('从未成功');

  const enabled = card.getByRole('switch', { name: '启用' });
  await expectOnScreen(enabled);
  await enabled.click();
  await expect(enabled).toHaveAttribute('aria-checked', 'false');

  const remove = card.getByRole('button', { name: '删除' });
  await expectOnScreen(remove);
  await remove.click();
  await confirmPopconfirm(page);
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});

test('at 390 px the lexicon words are cards with their weights and delete button on screen', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/form/news?tab=lexicon');
  const word = `保压开采${stamp.replace(/\d/g, (d) => '零一二三四五六七八九'[Number(d)]!)}`;
  await page.getByLabel('词语').fill(word);
  // The button around the radio: on a phone its hidden input lies outside the viewport.
  await page.locator('.ant-radio-button-wrapper').filter({ hasText: '负面' }).click();
  await expect(page.getByRole('radio', { name: '负面' })).toBeChecked();
  await page.getByLabel('强度').fill('1.5');
  await page.getByRole('button', { name: '保存词语' }).click();

  const card = page.getByRole('listitem').filter({ hasText: word });
  await expect(card).toContainText('负面');
  await expect(card).toContainText('-1.5');
  await expect(card).toContainText('新词');
  await expect(card).toContainText('admin');
  await expectNoSidewaysScroll(page);

  const remove = card.getByRole('button', { name: `删除 ${word}` });
  await expectOnScreen(remove);
  await remove.click();
  await confirmPopconfirm(page);
  await expect(page.getByRole('listitem').filter({ hasText: word })).toHaveCount(0);
  await expectOnScreen(page.getByRole('button', { name: '重新评分全部资讯' }));
  await expectNoSidewaysScroll(page);
});
