import type { Page } from '@playwright/test';

/**
 * Chinese text on screen that is not marked as data. Names, addresses and document numbers are data
 * in Chinese whatever the interface language, and carry lang="zh-CN" (screen readers read them so).
 */
export async function chineseOutsideData(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body) => {
    const found: string[] = [];
    const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/[\u3400-\u9fff\uff01-\uff5e\u3000-\u303f]/.test(text)) continue;
      const parent = node.parentElement;
      // A chart is one image named by its label: the names it draws (SVG text) are data, as in its tooltip.
      if (
        !parent ||
        parent.closest('[lang^="zh"], script, style, [hidden], [aria-hidden="true"], [role="img"] svg')
      )
        continue;
      if (!parent.getClientRects().length) continue;
      const where = parent.closest('[id]')?.id ?? parent.tagName.toLowerCase();
      found.push(`${where}: ${text.trim().slice(0, 60)}`);
    }
    return [...new Set(found)];
  });
}
