import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiskWeight } from '@coal/contracts';
import { type Db, queryRows } from '../src/db/client';
import { mines } from '../src/db/schema';
import { shanghaiDate } from '../src/lib/time';
import { generateDataset, storeDataset } from '../src/demo';
import {
  createRiskRepository,
  DEFAULT_RISK_MODEL,
  evaluateMine,
  factsOf,
  unscoredReason,
  writeScores,
} from '../src/modules/risk';
import { buildApp, createStore, login, type TestStore } from './helpers';

const MINES = 40;

// A full scoring run on PGlite commits in batches, so the one connection answers between them.
describe('risk scores written in batches (pglite)', () => {
  let store: TestStore;
  let app: FastifyInstance;
  const today = shanghaiDate();

  beforeAll(async () => {
    store = await createStore('pglite');
    const first = await buildApp(store);
    await storeDataset(first.database, generateDataset({ mines: MINES, referenceDate: today }), 0);
    await first.close();
    app = await buildApp(store);
    // The start's own recomputation is over once the overview answers.
    const admin = await login(app, 'admin');
    await app.inject({ method: 'GET', url: '/api/risk/overview', headers: admin.headers });
  });
  afterAll(async () => {
    await app?.close();
    await store?.destroy();
  });

  async function scoringInput(db: Db) {
    const repo = createRiskRepository(db);
    const current = (await repo.activeModel())!;
    const weights = current.weights as RiskWeight[];
    // The mines the model scores (closed ones and those with too little data are left out).
    const all = await db.select().from(mines).orderBy(mines.id);
    // Records enough to score every mine that is not closed.
    const records: Parameters<typeof factsOf>[1] = {
      accidents: [],
      majorHazards: [],
      suspensions: [],
      standardisation: '二级',
      gasPressure: 1,
      gasContent: 12,
      miningDepth: 500,
      lastOutputYear: Number(today.slice(0, 4)) - 1,
      penaltyCount: 0,
      penaltyAmount: 0,
      dishonestOpen: 0,
      auctions: 0,
      licences: [
        { kind: 'mining', validTo: '2099-12-31' },
        { kind: 'safety', validTo: '2099-12-31' },
      ],
      production: { output: 30, capacity: 60 },
    };
    const scored = all.flatMap((row) => {
      const facts = factsOf(row, records, today, undefined);
      const values = evaluateMine(facts);
      return unscoredReason(facts, values, weights) === null ? [{ row, facts, values }] : [];
    });
    const rows = scored.map((m) => m.row);
    const facts = scored.map((m) => m.facts);
    const values = scored.map((m) => m.values);
    const model = await repo.insertModel({ ...DEFAULT_RISK_MODEL, status: 'draft', createdBy: 'test' });
    return { active: model, weights, gathered: { rows, facts, values } };
  }

  const scoresOf = (db: Db, modelId: number) =>
    queryRows<{ mine_id: number; score: number; band: string }>(
      db,
      sql`select mine_id, score, band from risk_scores where model_id = ${modelId} order by mine_id`,
    );

  it('commits every batch on its own and ends where one transaction would', async () => {
    const db = app.database.db;
    const input = await scoringInput(db);
    // Each transaction that closes is followed by a look from outside at what is already stored.
    const seen: number[] = [];
    const watched = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== 'transaction') return Reflect.get(target, key, receiver) as unknown;
        return async (work: Parameters<Db['transaction']>[0]) => {
          const result = await target.transaction(work);
          seen.push((await scoresOf(target, input.active.id)).length);
          return result;
        };
      },
    });
    const wrote = await writeScores(
      { kind: 'pglite', db: watched },
      { ...input, reason: 'data', now: () => new Date(), batchMines: 7 },
    );
    expect(wrote).toBe(true);
    const n = input.gathered.rows.length;
    expect(n).toBeGreaterThan(20);
    expect(seen).toEqual(Array.from({ length: Math.ceil(n / 7) }, (_, k) => Math.min(7 * (k + 1), n)));
    const [run] = await queryRows<{ changed: number; mines: number; runs: number }>(
      db,
      sql`select changed, mines, (select count(*)::int from risk_runs where model_id = ${input.active.id}) as runs
          from risk_runs where model_id = ${input.active.id}`,
    );
    expect(run).toEqual({ changed: n, mines: n, runs: 1 });
    const history = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from risk_history where model_id = ${input.active.id}`,
    );
    expect(history[0]!.n).toBe(n);

    // The same run in one transaction (the PostgreSQL path) gives the same scores and bands.
    const batched = await scoresOf(db, input.active.id);
    const whole = await scoringInput(db);
    const transactions: number[] = [];
    const counted = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== 'transaction') return Reflect.get(target, key, receiver) as unknown;
        return (work: Parameters<Db['transaction']>[0]) => {
          transactions.push(1);
          return target.transaction(work);
        };
      },
    });
    await writeScores(
      { kind: 'postgres', db: counted },
      { ...whole, reason: 'data', now: () => new Date(), batchMines: 7 },
    );
    expect(transactions).toHaveLength(1);
    const single = await scoresOf(db, whole.active.id);
    expect(single.map(({ score, band }) => ({ score, band }))).toEqual(
      batched.map(({ score, band }) => ({ score, band })),
    );
  });

  it('writes nothing when the scores already stand', async () => {
    const db = app.database.db;
    const input = await scoringInput(db);
    await writeScores({ kind: 'pglite', db }, { ...input, reason: 'data', now: () => new Date() });
    const again = await writeScores(
      { kind: 'pglite', db },
      { ...input, reason: 'data', now: () => new Date() },
    );
    expect(again).toBe(false);
  });
});
