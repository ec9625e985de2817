import { expect, test } from '@playwright/test';
import { signInAs } from './modes';

test('en-US on a 390 px phone: the sentiment charts show whole labels, legends clear of the axis', async ({
  page,
}) => {
  await signInAs(page, { locale: 'en-US', theme: 'light', width: 390 });
  await page.goto('/dashboard/sentiment');
  const pie = page.getByRole('img', { name: 'Distribution' });
  await expect(pie.locator('svg text').first()).toBeVisible();
  const pieTexts = await pie.locator('svg text').allTextContents();
  expect(pieTexts.filter((text) => text.includes('…'))).toEqual([]);
  for (const name of ['Positive', 'Neutral', 'Negative']) expect(pieTexts).toContain(name);

  for (const label of ['Sentiment over time', 'By prefecture']) {
    const chart = page.getByRole('img', { name: label });
    // Charts below the screen are drawn as they come near it.
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('svg text').first()).toBeVisible();
    // No two texts of the chart (legend entries, axis labels) overlap.
    const overlaps = await chart.locator('svg text').evaluateAll((texts) => {
      const boxes = texts
        .map((t) => ({ text: t.textContent ?? '', box: t.getBoundingClientRect() }))
        .filter((t) => t.text.trim() && t.box.width > 0);
      const hits: string[] = [];
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i]!.box, boxes[j]!.box];
          if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
            hits.push(`${boxes[i]!.text} × ${boxes[j]!.text}`);
        }
      return hits;
    });
    expect(overlaps, label).toEqual([]);
  }
});

test('zh-CN dark: thicker seams are darker, and the neighbour legend gives each status its own colour', async ({
  page,
}) => {
  await signInAs(page, { locale: 'zh-CN', theme: 'dark', width: 1440 });
  await page.goto('/peripheralAnalysis/coalSeamAnalysis/1?radius=30');
  const cells = page.locator('.seam-matrix__cell');
  await expect(cells.first()).toBeVisible();
  const shades = await cells.evaluateAll((tds) =>
    tds.map((td) => {
      const thickness = Number(td.textContent);
      const [r, g, b] = getComputedStyle(td).backgroundColor.match(/\d+/g)!.map(Number);
      return { thickness, light: 0.2126 * r! + 0.7152 * g! + 0.0722 * b! };
    }),
  );
  const sorted = shades.filter((s) => Number.isFinite(s.thickness)).sort((a, b) => a.thickness - b.thickness);
  expect(sorted.length).toBeGreaterThan(1);
  expect(sorted.at(-1)!.light).toBeLessThan(sorted[0]!.light);

  const keys = page.locator('.analysis-map__key').filter({ has: page.locator('.analysis-map__dot') });
  const colours = await keys.evaluateAll((spans) =>
    spans.map((span) => getComputedStyle(span.querySelector('.analysis-map__dot')!).backgroundColor),
  );
  expect(colours.length).toBeGreaterThan(1);
  expect(new Set(colours).size).toBe(colours.length);
});
