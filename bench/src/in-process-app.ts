// The production build() in this process on a fresh store holding a generated dataset: for suites that
// seed records beside the mines or time the server's own functions, which a separate server process hides.
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../../apps/server/src/db/client';
import { generateDataset, storeDataset } from '../../apps/server/src/demo';
import type { Backend } from './server';
import { freshStore, signedInApp } from './suites/data';

export interface InProcessApp {
  app: FastifyInstance;
  /** An admin's session headers. */
  headers: Record<string, string>;
  /** How long build() and signing in took: the first start seeds the default risk set and scores every mine. */
  firstStartMs: number;
  close: () => Promise<void>;
}

export async function startInProcessApp(
  backend: Backend,
  { mines, minesOnly }: { mines: number; minesOnly: boolean },
): Promise<InProcessApp> {
  const store = await freshStore(backend);
  try {
    // Mine rows only are generated as such: whole records of 100,000 mines would fill the heap first.
    const stored = generateDataset({
      mines,
      referenceDate: new Date().toISOString().slice(0, 10),
      minesOnly,
    });
    const database = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
    await storeDataset(database, stored, 0);
    await database.close();
    const started = performance.now();
    const { app, headers } = await signedInApp(store);
    const firstStartMs = performance.now() - started;
    return {
      app,
      headers,
      firstStartMs,
      close: async () => {
        try {
          await app.close();
        } finally {
          await store.destroy();
        }
      },
    };
  } catch (error) {
    await store.destroy();
    throw error;
  }
}
