import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, buildApp, call, createStore, login, type TestStore } from './helpers';

interface AppInfoBody {
  data: { demoData: boolean; demoAccounts: { userName: string; password: string }[] };
}

const appInfo = async (app: FastifyInstance) =>
  (await call<AppInfoBody>(app, { method: 'GET', url: '/api/app/info' })).body.data;

describe.each(backends)('demo accounts on the login page on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;

  beforeAll(async () => {
    // A demo installation whose plain user was given its own password when it was set up.
    store = await createStore(backend, { DEMO_DATA: 'true', USER_PASSWORD: 'chosen-at-install' });
    app = await buildApp(store);
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('lists only the accounts that still open with their demo password', async () => {
    expect((await appInfo(app)).demoAccounts).toEqual([{ userName: 'admin', password: 'admin123' }]);
  });

  it('no longer lists admin once its password has changed', async () => {
    const admin = await login(app, 'admin');
    const changed = await call(app, {
      method: 'PUT',
      url: '/api/system/user/profile/updatePwd',
      headers: admin.headers,
      payload: { oldPassword: 'admin123', newPassword: 'a-new-admin-password' },
    });
    expect(changed.body.code).toBe(200);
    expect((await appInfo(app)).demoAccounts).toEqual([]);
  });
});

describe('demo accounts outside a demo installation', () => {
  it('are never named, even while the demo passwords still work', async () => {
    const store = await createStore('pglite');
    const app = await buildApp(store);
    try {
      const info = await appInfo(app);
      expect(info.demoData).toBe(false);
      expect(info.demoAccounts).toEqual([]);
      expect((await login(app, 'admin')).token).toBeTruthy();
    } finally {
      await app.close();
      await store.destroy();
    }
  });
});
