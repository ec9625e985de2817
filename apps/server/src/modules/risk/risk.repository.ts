import { and, asc, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { riskHistory, riskModels, riskRuns, riskScores } from '../../db/schema';
import { yieldToLoop } from '../../lib/yield';

export type RiskModelRow = typeof riskModels.$inferSelect;
export type RiskModelInsert = typeof riskModels.$inferInsert;
export type RiskScoreRow = typeof riskScores.$inferSelect;
export type RiskHistoryInsert = typeof riskHistory.$inferInsert;

/** Rows per insert statement: about 6,000 bind values. */
const SCORE_ROWS = 800;
const SLICE = 5000;

/**
 * The mines whose stored current band is one of these, as a subquery of mine ids: the mine module's
 * band filter (exports, area figures) places it in its own statement.
 */
export function minesInBands(bands: string[]): SQL {
  return sql`(select ${riskScores.mineId} from ${riskScores} where ${inArray(riskScores.band, bands)})`;
}

export function createRiskRepository(db: Executor) {
  async function chunked<T>(rows: T[], size: number, write: (slice: T[]) => Promise<unknown>) {
    for (let i = 0; i < rows.length; i += size) {
      await write(rows.slice(i, i + size));
      await yieldToLoop();
    }
  }

  return {
    listModels(): Promise<RiskModelRow[]> {
      return db.select().from(riskModels).orderBy(desc(riskModels.id));
    },

    async findModel(id: number): Promise<RiskModelRow | undefined> {
      const [row] = await db.select().from(riskModels).where(eq(riskModels.id, id)).limit(1);
      return row;
    },

    async activeModel(): Promise<RiskModelRow | undefined> {
      const [row] = await db.select().from(riskModels).where(eq(riskModels.status, 'active')).limit(1);
      return row;
    },

    async insertModel(row: RiskModelInsert): Promise<RiskModelRow> {
      const [created] = await db.insert(riskModels).values(row).returning();
      return created!;
    },

    /** Retires the active set and activates this one with its frozen weights. */
    async activate(id: number, weights: unknown): Promise<RiskModelRow> {
      await db.update(riskModels).set({ status: 'retired' }).where(eq(riskModels.status, 'active'));
      const [row] = await db
        .update(riskModels)
        .set({ status: 'active', weights, activatedAt: new Date() })
        .where(eq(riskModels.id, id))
        .returning();
      return row!;
    },

    /** On PostgreSQL, one server at a time writes scores (held to the end of the transaction). */
    async lock(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(72410016)`);
    },

    currentScores(): Promise<RiskScoreRow[]> {
      return db.select().from(riskScores).orderBy(asc(riskScores.mineId));
    },

    async insertRun(run: typeof riskRuns.$inferInsert): Promise<typeof riskRuns.$inferSelect> {
      const [row] = await db.insert(riskRuns).values(run).returning();
      return row!;
    },

    async upsertScores(rows: RiskScoreRow[]): Promise<void> {
      await chunked(rows, SCORE_ROWS, (slice) =>
        db
          .insert(riskScores)
          .values(slice)
          .onConflictDoUpdate({
            target: riskScores.mineId,
            set: {
              modelId: sql`excluded.model_id`,
              runId: sql`excluded.run_id`,
              score: sql`excluded.score`,
              band: sql`excluded.band`,
              floor: sql`excluded.floor`,
              values: sql`excluded.values`,
              computedAt: sql`excluded.computed_at`,
            },
          }),
      );
    },

    async deleteScores(mineIds: number[]): Promise<void> {
      await chunked(mineIds, SLICE, (slice) =>
        db.delete(riskScores).where(inArray(riskScores.mineId, slice)),
      );
    },

    async insertHistory(rows: RiskHistoryInsert[]): Promise<void> {
      await chunked(rows, SCORE_ROWS, (slice) => db.insert(riskHistory).values(slice));
    },

    historyOf(mineId: number, limit = 50) {
      return db
        .select({
          modelId: riskHistory.modelId,
          score: riskHistory.score,
          band: riskHistory.band,
          computedAt: riskHistory.computedAt,
        })
        .from(riskHistory)
        .where(eq(riskHistory.mineId, mineId))
        .orderBy(desc(riskHistory.id))
        .limit(limit);
    },

    /** The mine's latest score computed at or before a moment (history keeps each change). */
    async historyAt(mineId: number, at: Date) {
      const [row] = await db
        .select({
          modelId: riskHistory.modelId,
          score: riskHistory.score,
          band: riskHistory.band,
          computedAt: riskHistory.computedAt,
        })
        .from(riskHistory)
        .where(and(eq(riskHistory.mineId, mineId), lte(riskHistory.computedAt, at)))
        .orderBy(desc(riskHistory.computedAt), desc(riskHistory.id))
        .limit(1);
      return row ?? null;
    },

    /** The score changes of the latest run that moved any score it had before. */
    async latestMovers() {
      const [latest] = await db
        .select({ runId: riskHistory.runId })
        .from(riskHistory)
        .where(isNotNull(riskHistory.previousScore))
        .orderBy(desc(riskHistory.runId))
        .limit(1);
      if (!latest) return [];
      return db
        .select({
          mineId: riskHistory.mineId,
          score: riskHistory.score,
          band: riskHistory.band,
          previousScore: riskHistory.previousScore,
          previousBand: riskHistory.previousBand,
        })
        .from(riskHistory)
        .where(and(eq(riskHistory.runId, latest.runId), isNotNull(riskHistory.previousScore)));
    },
  };
}

export type RiskRepository = ReturnType<typeof createRiskRepository>;
