import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Facts } from './metrics-registry';

const SIZES_MAX_AGE_MS = 30_000;

export interface FactSources {
  activeSessions(): Promise<number>;
  newestImport(): Promise<Date | null>;
  newestArticle(): Promise<Date | null>;
  databaseBytes(): Promise<number>;
  dataDir: string;
}

/** Bytes of every file under `dir`, links not followed; a file gone while counting counts nothing. */
export async function diskUse(dir: string): Promise<number> {
  let total = 0;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += await diskUse(path);
    else if (entry.isFile()) total += (await lstat(path).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

const seconds = (date: Date | null) => (date ? date.getTime() / 1000 : null);

/**
 * `read` at most once per `maxAgeMs` (0: once per reading under way); callers meanwhile share its answer.
 * A failure is not kept.
 */
function shared<T>(maxAgeMs: number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T>; settled: boolean } | undefined;
  return () => {
    const now = performance.now();
    if (!last || (last.settled && now - last.at >= maxAgeMs)) {
      const entry = { at: now, value: read(), settled: false };
      last = entry;
      entry.value.then(
        () => (entry.settled = true),
        () => {
          if (last === entry) last = undefined;
        },
      );
    }
    return last.value;
  };
}

/**
 * The facts: sessions and freshness from indexed queries, shared by concurrent reads only; the
 * database's size and the walk of DATA_DIR, which cost more, at most every half minute.
 */
export function createFacts(sources: FactSources): () => Promise<Facts> {
  const counts = shared(0, () =>
    Promise.all([sources.activeSessions(), sources.newestImport(), sources.newestArticle()]),
  );
  const sizes = shared(SIZES_MAX_AGE_MS, () =>
    Promise.all([sources.databaseBytes(), diskUse(sources.dataDir)]),
  );
  return async () => {
    const [[activeSessions, newestImport, newestArticle], [databaseBytes, dataDirBytes]] = await Promise.all([
      counts(),
      sizes(),
    ]);
    return {
      activeSessions,
      newestImport: seconds(newestImport),
      newestArticle: seconds(newestArticle),
      databaseBytes,
      dataDirBytes,
    };
  };
}
