import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package root, where generated/ lives: above src/lib in development, above dist/ when bundled. */
export function serverRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'scripts', 'build-geo.mjs'))) return dir;
    dir = dirname(dir);
  }
  throw new Error('server package root (with scripts/build-geo.mjs) not found');
}
