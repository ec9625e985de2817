// Writes a brotli (.br) and a gzip (.gz) twin of every compressible file of the build, at the highest
// levels: the server sends them as they are (@fastify/static preCompressed), costing no CPU per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  const path = join(dist, name);
  if (!COMPRESSIBLE.test(name) || !statSync(path).isFile() || statSync(path).size < 1024) continue;
  const data = readFileSync(path);
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  files++;
  before += data.length;
  after += br.length;
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`,
);
