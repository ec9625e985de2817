// Screenshots of the profile subsections issue 12 added: the licence boundary corners, the mining
// method and the safety licence's principal, the actual controller, smart-mining faces and the source
// notes under the tables (one opened), in both themes, both languages, desktop and phone.
// Usage: start the built server, then `node e2e/screenshots/registry.mjs [baseURL]`.
// Writes PNGs to e2e/.artifacts/screenshots/registry/.
import { forEachVariant, signIn } from './browser.mjs';

const base = process.argv[2] ?? process.env.SHOT_BASE ?? 'http://127.0.0.1:8097';

/** The first mine with smart faces and a safety licence, found through the API as the signed-in user. */
async function richMine(page) {
  return page.evaluate(async () => {
    const headers = {
      Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
      clientid: 'e5cd7e4891bf95d1d19206ce24a7b32e',
    };
    const section = (id, name) =>
      fetch(`/api/investigation/mine/${id}/section/${name}`, { headers }).then((r) => r.json());
    for (let id = 1; id <= 400; id++) {
      const production = await section(id, 'production');
      if (!production.data?.subsections?.smartFaces?.rows?.length) continue;
      const overview = await section(id, 'overview');
      if (overview.data.subsections.safetyLicence.rows.length) return id;
    }
    throw new Error('no mine with smart faces and a safety licence');
  });
}

let mineId;
await forEachVariant(
  'registry',
  async ({ page, shoot }) => {
    await signIn(page, base);
    mineId ??= await richMine(page);
    for (const [anchor, section, name] of [
      ['miningRightsHolder', 'overview', 'controller'],
      ['miningLicence', 'overview', 'licences'],
      ['licenceCorners', 'overview', 'corners'],
      ['smartFaces', 'production', 'smart-faces'],
    ]) {
      await page.goto(`${base}/mine/${mineId}?section=${section}#${anchor}`);
      await page.locator(`#${section}[data-loaded]`).waitFor();
      await page.locator(`#${anchor}`).waitFor();
      await shoot(name);
    }
    await page.goto(`${base}/mine/${mineId}?section=overview#productionRecords`);
    await page.locator('#overview[data-loaded]').waitFor();
    await page.locator('#productionRecords details.profile-sources summary').click();
    await page.locator('#productionRecords details.profile-sources li').last().scrollIntoViewIfNeeded();
    await shoot('sources-open');
  },
  { only: process.env.SHOT_ONLY ?? '' },
);
console.log(`mine ${mineId}`);
