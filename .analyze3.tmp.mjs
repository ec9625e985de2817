// Packages in a page's first load beyond the entry (and layout when given as 2nd arg).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const dist = 'apps/web/dist/';
const manifest = JSON.parse(readFileSync(dist + '.vite/manifest.json', 'utf8'));
function closure(key, set = new Set()) { const c = manifest[key]; if (set.has(c.file)) return set; set.add(c.file); for (const i of c.imports ?? []) closure(i, set); return set; }
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const base = closure(entry); if (process.argv[3]) closure(process.argv[3], base);
const files = [...closure(process.argv[2])].filter((f) => !base.has(f));
const totals = new Map(); let all = 0;
for (const f of files) {
  const code = readFileSync(dist + f, 'utf8'); const gz = gzipSync(code, { level: 9 }).length; all += gz;
  let map; try { map = JSON.parse(readFileSync(dist + f + '.map', 'utf8')); } catch { continue; }
  const c = new SourceMapConsumer(map); const per = new Map(); let last = null, rawTotal = 0;
  c.eachMapping((m) => { if (last && last.line === m.generatedLine) { const len = m.generatedColumn - last.col; per.set(last.pkg, (per.get(last.pkg) ?? 0) + len); rawTotal += len; } last = { line: m.generatedLine, col: m.generatedColumn, pkg: pkg(m.source) }; });
  for (const [p, raw] of per) totals.set(p, (totals.get(p) ?? 0) + gz * raw / Math.max(rawTotal, 1));
}
function pkg(src) { if (!src) return '(none)'; const i = src.lastIndexOf('node_modules/'); if (i < 0) return 'app:' + src.replace(/.*\/(src|contracts)\//, '').split('/').slice(0, 3).join('/'); const r = src.slice(i + 13).split('/'); return r[0].startsWith('@') ? r.slice(0, 2).join('/') : (r[0] === 'antd' ? 'antd/' + r[2] : r[0]); }
console.log('beyond base KB gz', (all / 1024).toFixed(1));
for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 30))) console.log((v / 1024).toFixed(1).padStart(7), k);
