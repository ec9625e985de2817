import { expect, type Locator, test } from '@playwright/test';
import { ADMIN, signIn } from '../shell/helpers';
import { mineWithData } from './helpers';

/** Scrolls a table's box to its right end the way a scrollbar drag does. */
async function scrollToEnd(region: Locator) {
  await region.evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
  });
}

async function inside(cell: Locator, region: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([cell.boundingBox(), region.boundingBox()]);
  return !!a && !!b && a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1;
}

// The licence table is wider than the page leaves it whatever its rows; the penalties table is when
// its texts are long, and must show its last column either way.
for (const { anchor, section, last, alwaysWide } of [
  { anchor: 'miningLicence', section: 'overview', last: '生产规模', alwaysWide: true },
  { anchor: 'penalties', section: 'management', last: '已缴金额', alwaysWide: false },
]) {
  test(`at 1440 px the ${anchor} table scrolls to its last column in its own box with a fixed first column`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, ADMIN);
    // A mine with rows in the table: an empty one has nothing to scroll.
    const mineId = await mineWithData(page, [[section, anchor]]);
    await page.goto(`/mine/${mineId}?section=${section}#${anchor}`);
    const block = page.locator(`#${anchor}`);
    const region = block.getByRole('region');
    await expect(region.getByRole('table')).toBeVisible();
    const first = region.locator('thead th').first();
    const lastHeader = region.locator('thead th').filter({ hasText: last });
    await expect(lastHeader).toHaveCount(1);

    // The table is wider than the page leaves it: it scrolls inside its own box, not off the page.
    const box = await region.evaluate((el) => ({
      wider: el.scrollWidth > el.clientWidth,
      overflow: getComputedStyle(el).overflowX,
      pageOverflow: el.ownerDocument.documentElement.scrollWidth - window.innerWidth,
    }));
    expect(box).toMatchObject({ overflow: 'auto', pageOverflow: 0 });
    if (alwaysWide) expect(box.wider).toBe(true);

    await scrollToEnd(region);
    await expect.poll(() => inside(lastHeader, region)).toBe(true);
    await expect.poll(() => inside(first, region)).toBe(true);
    await expect
      .poll(() => inside(region.locator('tbody tr').first().locator('td').first(), region))
      .toBe(true);
  });
}
