import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, signIn } from '../shell/helpers';
import { apiGet, mineWithData } from './helpers';

type Rows = { rows: Record<string, unknown>[] };
interface Section {
  data: { subsections: Record<string, Rows & { values?: Record<string, unknown> }> };
}

/** A mine with a licence boundary, a safety licence and smart faces, and what the API says of them. */
async function richMine(page: Page) {
  const mineId = await mineWithData(
    page,
    [
      ['production', 'smartFaces'],
      ['overview', 'licenceCorners'],
      ['overview', 'safetyLicence'],
    ],
    300,
  );
  const section = (name: string) =>
    apiGet<Section>(page, `/api/investigation/mine/${mineId}/section/${name}`).then(
      (b) => b.data.subsections,
    );
  return { mineId, overview: await section('overview'), production: await section('production') };
}

const bodyRows = (block: Locator) => block.locator('.ant-table-tbody > tr.ant-table-row');

test.describe('the registry subsections of issue 12', () => {
  test('licence boundary, mining method, principal, controller and smart faces, each with its source', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    const { mineId, overview, production } = await richMine(page);
    const corners = overview.licenceCorners!.rows;
    await page.goto(`/mine/${mineId}?section=overview#licenceCorners`);

    const boundary = page.locator('#licenceCorners');
    await expect(boundary.getByRole('heading', { name: '矿区范围拐点坐标（CGCS2000）' })).toBeVisible();
    await expect(bodyRows(boundary)).toHaveCount(Math.min(10, corners.length));
    await expect(boundary.getByRole('columnheader', { name: 'X 坐标（m）' })).toBeVisible();
    // Coordinates as a surveyor writes them: to the centimetre, no thousands separators.
    await expect(bodyRows(boundary).first()).toContainText(Number(corners[0]!.y).toFixed(2));
    await expect(boundary.locator('.profile-sources')).toContainText(
      `数据来源：采矿许可证${String(corners[0]!.licenceNo)}副本`,
    );

    const mining = page.locator('#miningLicence');
    await expect(mining.getByRole('columnheader', { name: '开采方式' })).toBeVisible();
    await expect(bodyRows(mining).first()).toContainText('地下开采');
    await expect(mining.locator('.profile-sources')).toContainText('采矿权登记');

    const safety = page.locator('#safetyLicence');
    await expect(safety.getByRole('columnheader', { name: '主要负责人' })).toBeVisible();
    await expect(bodyRows(safety).first()).toContainText(String(overview.safetyLicence!.rows[0]!.principal));

    const holder = page.locator('#miningRightsHolder');
    await expect(holder).toContainText('实际控制人');
    await expect(holder).toContainText(String(overview.miningRightsHolder!.values!.companyController));

    const faces = production.smartFaces!.rows;
    await page.goto(`/mine/${mineId}?section=production#smartFaces`);
    const smart = page.locator('#smartFaces');
    await expect(smart.getByRole('heading', { name: '智能化工作面' })).toBeVisible();
    await expect(bodyRows(smart)).toHaveCount(faces.length);
    await expect(bodyRows(smart).first()).toContainText(String(faces[0]!.faceName));
    await expect(smart.locator('.profile-sources')).toContainText('智能化工作面验收');
  });

  test('a table with many sources lists the first and opens to all of them', async ({ page }) => {
    await signIn(page, ADMIN);
    const { mineId, overview } = await richMine(page);
    const sources = [...new Set(overview.productionRecords!.rows.map((r) => String(r.source)))];
    test.skip(sources.length <= 3, 'this mine has too few production years');
    await page.goto(`/mine/${mineId}?section=overview#productionRecords`);
    const note = page.locator('#productionRecords .profile-sources');
    await expect(note).toContainText(`共 ${sources.length} 条`);
    // Closed, the full list is out of sight (and out of the accessibility tree).
    await expect(note.getByRole('listitem')).toHaveCount(0);
    await note.locator('summary').click();
    await expect(note.getByRole('listitem')).toHaveCount(sources.length);
    await expect(note.getByRole('listitem').last()).toBeVisible();
    await expect(note.getByRole('listitem').last()).toHaveText(sources.at(-1)!);
  });

  test('in English the new subsections have English titles and labels around the Chinese data', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
    const { mineId } = await richMine(page);
    await page.goto(`/mine/${mineId}?section=production#smartFaces`);
    const smart = page.locator('#smartFaces');
    await expect(smart.getByRole('heading', { name: 'Smart-mining faces' })).toBeVisible();
    await expect(smart.getByRole('columnheader', { name: 'Level' })).toBeVisible();
    await expect(smart.locator('.profile-sources__label')).toHaveText('Source:');
    await page.goto(`/mine/${mineId}?section=overview#licenceCorners`);
    const boundary = page.locator('#licenceCorners');
    await expect(
      boundary.getByRole('heading', { name: 'Licence boundary corners (CGCS2000)' }),
    ).toBeVisible();
    await expect(boundary.getByRole('columnheader', { name: 'Y (easting, with zone) (m)' })).toBeVisible();
    await expect(
      page.locator('#safetyLicence').getByRole('columnheader', { name: 'Principal' }),
    ).toBeVisible();
  });
});
