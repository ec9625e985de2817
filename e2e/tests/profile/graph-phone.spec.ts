import { expect, type Locator, test } from '@playwright/test';
import { ADMIN, signIn } from '../shell/helpers';

test.use({ viewport: { width: 390, height: 844 } });

interface Box {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Every text the graph draws, with its box on screen (the graph draws SVG, so its text is text). */
function texts(graph: Locator): Promise<Box[]> {
  return graph.locator('svg text').evaluateAll((nodes) =>
    nodes
      .map((node) => {
        const r = node.getBoundingClientRect();
        return { text: node.textContent ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      })
      .filter((b) => b.text.trim() && b.right > b.left),
  );
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

test('at 390 px the ownership graph fits: labels apart and inside, the legend below, zoom buttons', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/mine/1?section=overview#relationshipGraph');
  const block = page.locator('#relationshipGraph');
  const graph = block.locator('.echart-canvas');
  await expect(graph.locator('svg text').first()).toBeVisible();

  const legendNames = ['煤矿', '企业', '自然人'];
  const all = await texts(graph);
  const legend = all.filter((b) => legendNames.includes(b.text));
  const labels = all.filter((b) => !legendNames.includes(b.text) && !b.text.includes('%'));
  expect(legend).toHaveLength(3);
  expect(labels.length).toBeGreaterThanOrEqual(2);
  const area = (await graph.boundingBox())!;
  for (const label of labels) {
    expect(label.left, label.text).toBeGreaterThanOrEqual(area.x - 1);
    expect(label.right, label.text).toBeLessThanOrEqual(area.x + area.width + 1);
  }
  for (const [i, a] of labels.entries())
    for (const b of labels.slice(i + 1)) expect(overlap(a, b), `${a.text} / ${b.text}`).toBe(false);
  // The legend sits under every node label.
  const lowestLabel = Math.max(...labels.map((b) => b.bottom));
  for (const item of legend) expect(item.top).toBeGreaterThanOrEqual(lowestLabel);

  // Zoom in spreads the labels apart; reset brings them back.
  const spread = async () => {
    const boxes = (await texts(graph)).filter((b) => !legendNames.includes(b.text) && !b.text.includes('%'));
    const xs = boxes.map((b) => (b.left + b.right) / 2);
    const ys = boxes.map((b) => (b.top + b.bottom) / 2);
    return Math.max(...xs) - Math.min(...xs) + Math.max(...ys) - Math.min(...ys);
  };
  const before = await spread();
  await block.getByRole('button', { name: '放大' }).click();
  await expect.poll(spread).toBeGreaterThan(before * 1.2);
  await block.getByRole('button', { name: '还原缩放' }).click();
  await expect.poll(spread).toBeLessThan(before * 1.05);
});
