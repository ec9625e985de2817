import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, buildApp, call, createStore, login, type Session, type TestStore } from './helpers';

interface TopCompany {
  company: string;
  mines: number;
  capacity: number;
}

describe.each(backends)('the area analysis of the demo data on %s', (backend) => {
  let store: TestStore;
  let app: FastifyInstance;
  let user: Session;

  beforeAll(async () => {
    store = await createStore(backend, { DEMO_DATA: 'true' });
    app = await buildApp(store);
    user = await login(app, 'user');
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  it('lists companies that hold several mines among 盘州市 top companies, a group first', async () => {
    const res = await call<{ data: { mines: number; topCompanies: TopCompany[] } }>(app, {
      method: 'GET',
      url: `/api/analysis/area?county=${encodeURIComponent('盘州市')}`,
      headers: user.headers,
    });
    expect(res.status).toBe(200);
    const top = res.body.data.topCompanies;
    const largest = top[0]!;
    // The state group's holder leads by capacity with a portfolio of several mines.
    expect(largest.mines).toBeGreaterThanOrEqual(5);
    expect(top.filter((c) => c.mines >= 2).length).toBeGreaterThanOrEqual(2);
    // No list counts more mines than the county holds.
    expect(top.reduce((s, c) => s + c.mines, 0)).toBeLessThanOrEqual(res.body.data.mines);
  });
});
