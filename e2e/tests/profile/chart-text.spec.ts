import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from '../shell/helpers';

const HOSTILE = '"><img src=x id=xss-probe onerror=alert(1)>';

test('a hostile shareholder name in the ownership graph shows as text, in the picker and the tooltip', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.route('**/api/investigation/mine/1/section/overview', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: { subsections: { relationshipGraph: { nodes: unknown[]; edges: unknown[] } } };
    };
    body.data.subsections.relationshipGraph = {
      ...body.data.subsections.relationshipGraph,
      nodes: [
        { id: 'm:1', name: '测试煤矿', kind: 'mine', percent: null },
        { id: 'p:hostile', name: HOSTILE, kind: 'person', percent: 100 },
      ],
      edges: [{ source: 'p:hostile', target: 'm:1', percent: 100 }],
    };
    await route.fulfill({ response, json: body });
  });
  await page.goto('/mine/1#relationshipGraph');
  const block = page.locator('#relationshipGraph');
  const canvas = block.locator('.echart-canvas svg').first();
  await expect(canvas).toBeVisible();

  // Point at every spot of the chart until the shareholder's tooltip opens.
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the graph has no box');
  // The tooltip, not the node's own label drawn in the SVG.
  const tooltip = block.locator('.echart-canvas > div:not(:has(svg))').getByText(HOSTILE);
  let found = false;
  for (let y = box.y + 8; y < box.y + box.height && !found; y += 12) {
    for (let x = box.x + box.width / 2 - 60; x < box.x + box.width / 2 + 60 && !found; x += 12) {
      await page.mouse.move(x, y);
      found = await tooltip.isVisible();
    }
  }
  expect(found, 'the tooltip of the hostile shareholder opened').toBe(true);
  await expect(tooltip).toBeVisible();
  await expect(page.locator('#xss-probe')).toHaveCount(0);

  // The node picker lists it as text as well.
  await block.getByRole('combobox', { name: '聚焦节点' }).click();
  await expect(page.locator('.ant-select-dropdown').getByText(HOSTILE, { exact: true })).toBeVisible();
  await expect(page.locator('#xss-probe')).toHaveCount(0);
});
