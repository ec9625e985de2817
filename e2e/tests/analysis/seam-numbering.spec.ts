import { expect, test } from '@playwright/test';
import { apiGet } from '../profile/helpers';
import { ADMIN, signIn } from '../shell/helpers';

interface ListBody {
  rows: { mineId: number }[];
}
interface SeamBody {
  data: {
    seamSystem: string | null;
    otherSystems: string[];
    seams: { label: string; horizon: string | null }[];
    mines: { seamSystem: string | null; cells: Record<string, { seamNo: string }> }[];
  };
}

test('a 六盘水 neighbour comparison shows seams by the coalfield numbering, matching other numberings by horizon', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  // A 盘州 mine with seam records whose neighbours include a mine of another coalfield (普安, 六枝 …).
  const list = await apiGet<ListBody>(
    page,
    `/api/investigation/mine/list?county=${encodeURIComponent('盘州市')}&pageSize=50`,
  );
  let found: { id: number; data: SeamBody['data'] } | null = null;
  for (const { mineId } of list.rows) {
    const body = await apiGet<SeamBody>(page, `/api/analysis/${mineId}/seams?radiusKm=30`);
    const d = body.data;
    // A neighbour of another numbering whose seam number differs from the matched one.
    const foreign = d.mines.find(
      (m) =>
        m.seamSystem !== d.seamSystem && Object.entries(m.cells).some(([seam, cell]) => cell.seamNo !== seam),
    );
    if (d.seamSystem === 'liupanshui' && d.seams.length && foreign) {
      found = { id: mineId, data: d };
      break;
    }
  }
  expect(found, 'a 盘州 mine with neighbours of another numbering').not.toBeNull();
  const { id, data } = found!;

  await page.goto(`/peripheralAnalysis/coalSeamAnalysis/${id}?radius=30`);
  await expect(page.getByText('煤层按六盘水煤田编号')).toBeVisible();
  await expect(page.getByText(/周边有煤矿采用.+煤田的煤层编号，已按龙潭组层位对应到本矿编号/)).toBeVisible();
  const matrix = page.getByRole('region', { name: '煤层分布（平均厚度，米）' });
  // The columns are the 六盘水 seams in natural order, each with its Longtan horizon.
  const headers = matrix.locator('thead th').filter({ hasText: /^M/ });
  await expect(headers).toHaveCount(data.seams.length);
  const labels = (await headers.locator('span[lang]').allInnerTexts()).map((s) => s.trim());
  expect(labels).toEqual(data.seams.map((s) => s.label));
  const numbers = labels.map((l) => Number.parseInt(l.slice(1), 10));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  await expect(headers.first()).toContainText(/龙潭组[上中下]段第 \d+ 层位/);
  // A neighbour of the other numbering shows its own seam number beside the matched column.
  await expect(matrix.locator('.seam-matrix__own').first()).toHaveText(/^（M\d[^）]*）$/);
});
