import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { ChangeBus } from '../src/lib/change-bus';
import { type AuthService, createAuth, DEFAULT_LIMITS } from '../src/modules/auth';
import {
  backends,
  buildApp,
  call,
  CLIENT_ID,
  createStore,
  login,
  TEST_SECRET,
  type TestStore,
} from './helpers';

/**
 * Disabling an account or taking a role away ends its sessions on their next request in every server
 * process. On PostgreSQL two servers share the database; the change is made by a third party of it, the
 * auth service as the coming user management will call it.
 */
describe.each(backends)('account changes end sessions everywhere (%s)', (backend) => {
  let store: TestStore;
  let servers: FastifyInstance[];
  let auth: AuthService;
  let database: Database;
  const origins = new Map<FastifyInstance, string>();

  beforeAll(async () => {
    store = await createStore(backend);
    const first = await buildApp(store);
    // PGlite is one process's database: one server; PostgreSQL serves two.
    servers = backend === 'postgres' ? [first, await buildApp(store)] : [first];
    // On PostgreSQL the change comes from a process of its own, with its own connections.
    database =
      backend === 'postgres'
        ? await openDatabase({ databaseUrl: store.config.databaseUrl, dataDir: store.config.dataDir })
        : first.database;
    auth = createAuth(database.db, {
      bus: await ChangeBus.connect(database),
      jwtSecret: TEST_SECRET,
      jwtTtlSeconds: 3600,
      clientId: CLIENT_ID,
      limits: DEFAULT_LIMITS,
    });
  });
  afterAll(async () => {
    if (backend === 'postgres') await database?.close();
    for (const server of servers ?? []) await server.close();
    await store?.destroy();
  });

  /** Through each server's socket, as the next request of a browser comes. */
  const infoStatus = async (server: FastifyInstance, headers: Record<string, string>) => {
    const origin = origins.get(server) ?? (await server.listen({ port: 0, host: '127.0.0.1' }));
    origins.set(server, origin);
    return (await fetch(`${origin}/api/system/user/getInfo`, { headers })).status;
  };
  /** A session of the account, in every server's session cache. */
  const cachedSession = async (username: string) => {
    const session = await login(servers[0]!, username);
    for (const server of servers) expect(await infoStatus(server, session.headers)).toBe(200);
    return session;
  };
  const userIdOf = async (username: string) => {
    const session = await login(servers[0]!, username);
    const info = await call<{ data: { user: { userId: number } } }>(servers[0]!, {
      method: 'GET',
      url: '/api/system/user/getInfo',
      headers: session.headers,
    });
    return info.body.data.user.userId;
  };

  it('a disabled account’s token is refused on the next request, by every server', async () => {
    const userId = await userIdOf('user');
    const session = await cachedSession('user');
    await auth.setAccountDisabled(userId, true);
    for (const server of servers) expect(await infoStatus(server, session.headers)).toBe(401);
    const again = await call(servers.at(-1)!, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { clientid: CLIENT_ID },
      payload: { username: 'user', password: 'user1234' },
    });
    expect(again.status).toBe(403);
    // Enabled again, the account signs in anew; the ended session stays ended.
    await auth.setAccountDisabled(userId, false);
    expect(await infoStatus(servers.at(-1)!, session.headers)).toBe(401);
    const fresh = await cachedSession('user');
    expect(await infoStatus(servers[0]!, fresh.headers)).toBe(200);
  });

  it('taking a role away ends the sessions everywhere; giving one does not', async () => {
    const adminId = await userIdOf('admin');
    const session = await cachedSession('admin');
    await auth.setRoles(adminId, ['admin', 'user']);
    for (const server of servers) expect(await infoStatus(server, session.headers)).toBe(200);
    await auth.setRoles(adminId, ['user']);
    for (const server of servers) expect(await infoStatus(server, session.headers)).toBe(401);
    const demoted = await login(servers.at(-1)!, 'admin');
    const info = await call<{ data: { roles: string[] } }>(servers.at(-1)!, {
      method: 'GET',
      url: '/api/system/user/getInfo',
      headers: demoted.headers,
    });
    expect(info.body.data.roles).toEqual(['user']);
    await auth.setRoles(adminId, ['admin', 'user']);
  });

  it('refuses unknown accounts and an empty role list', async () => {
    await expect(auth.setAccountDisabled(999_999, true)).rejects.toMatchObject({ status: 404 });
    await expect(auth.setRoles(await userIdOf('user'), [])).rejects.toMatchObject({ status: 400 });
  });
});
