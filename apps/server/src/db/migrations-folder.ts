import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** drizzle-kit's migrations of this build, with their journal. */
export const migrationsFolder = findMigrations();

function findMigrations(): string {
  // src/db/migrations-folder.ts in development, dist/main.js when bundled: the folder sits beside either parent.
  for (const rel of ['../drizzle/', '../../drizzle/']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(join(dir, 'meta', '_journal.json'))) return dir;
  }
  throw new Error('Database migrations folder not found');
}
