import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn } from '../shell/helpers';

const SECTIONS = [
  { id: 'overview', zh: '概况', en: 'Overview' },
  { id: 'geology', zh: '地质', en: 'Geology' },
  { id: 'production', zh: '生产', en: 'Production' },
  { id: 'safety', zh: '安全', en: 'Safety' },
  { id: 'management', zh: '经营管理', en: 'Management' },
] as const;

/** A walk through the five sections that takes every ordered pair (from, to) exactly once. */
function everyPair(): number[] {
  const unused = new Map(SECTIONS.map((_, i) => [i, SECTIONS.map((__, j) => j).filter((j) => j !== i)]));
  const stack = [0];
  const walk: number[] = [];
  while (stack.length) {
    const at = stack[stack.length - 1]!;
    const next = unused.get(at)!.shift();
    if (next === undefined) walk.push(stack.pop()!);
    else stack.push(next);
  }
  return walk.reverse();
}

/** The section whose heading sits at the top of the reading area, under the navbar. */
async function sectionAtTop(page: Page): Promise<string | null> {
  return page.locator('.profile-section__title').evaluateAll((headings) => {
    const top = headings.find((h) => {
      const y = h.getBoundingClientRect().top;
      return y >= 50 && y < 150;
    });
    return top?.closest('section')?.id ?? null;
  });
}

for (const language of ['zh-CN', 'en-US'] as const) {
  test(`the contents jump between every pair of sections and stay there (${language})`, async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, ADMIN);
    if (language === 'en-US') await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
    await page.goto('/mine/1');
    const contents = page.getByRole('navigation', {
      name: language === 'zh-CN' ? '档案目录' : 'Profile contents',
    });
    await expect(contents).toBeVisible();
    for (const index of everyPair().slice(1)) {
      const section = SECTIONS[index]!;
      const name = language === 'zh-CN' ? section.zh : section.en;
      await contents.getByRole('link', { name, exact: true }).click();
      await expect(page.locator(`#${section.id}`)).toHaveAttribute('data-loaded', 'true');
      // Where the page comes to rest, once what it loaded on the way has grown: heading, address, menu.
      await expect(page.locator('.mine-profile__inner')).not.toHaveAttribute('data-aligning', /.*/);
      await expect.poll(() => sectionAtTop(page), { message: `jumped to ${section.id}` }).toBe(section.id);
      await expect(page).toHaveURL(new RegExp(`[?&]section=${section.id}(#|&|$)`));
      await expect(contents.locator('.profile-nav__section[data-active] > a')).toHaveText(name);
      expect(await sectionAtTop(page), `still at ${section.id}`).toBe(section.id);
    }
  });
}
