import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../../../apps/web/dist/', import.meta.url));

/** What the browser fetches before the first screen: the entry script and its modulepreloads, gzipped. */
export function bundleSuite(): void {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*\shref="([^"]+\.css)"/g)].map(
    (m) => m[1]!,
  );
  const rows = [...scripts, ...styles].map((path) => {
    const body = readFileSync(join(dist, path.replace(/^\//, '')));
    return {
      file: path,
      'raw KB': +(body.length / 1024).toFixed(1),
      'gzip KB': +(gzipSync(body, { level: 9 }).length / 1024).toFixed(1),
    };
  });
  console.table(rows);
  const total = rows.filter((r) => r.file.endsWith('.js')).reduce((sum, r) => sum + r['gzip KB'], 0);
  console.log(
    `first screen scripts: ${total.toFixed(1)} KB gzip (routes such as /search and /mine load their own chunks on demand)`,
  );
}
