// The production build() in this process on a fresh store holding a generated dataset: for suites that
// seed records beside the mines or time the server's own functions, which a separate server process hides.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { generateDataset, storeDataset } from '../../apps/server/src/demo';
import type { Backend } from './server';
import { freshStore } from './suites/data';

export interface InProcessApp {
  app: FastifyInstance;
  /** An admin's session headers. */
  headers: Record<string, string>;
  /** How long build() took: the first start seeds the default risk set and scores every mine. */
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
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      RATE_LIMIT_PER_MINUTE: '0',
      WEB_DIST: join(store.dataDir, 'none'),
    });
    const started = performance.now();
    const app = await build({ config, logger: false });
    const firstStartMs = performance.now() - started;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { clientid: config.clientId },
      payload: { username: 'admin', password: 'admin123' },
    });
    const token = login.json<{ data: { access_token: string } }>().data.access_token;
    return {
      app,
      headers: { authorization: `Bearer ${token}`, clientid: config.clientId },
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
