import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { scheduledJobs } from '../../db/schema';

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;

export interface FinishedRun {
  finishedAt: Date;
  durationMs: number;
  outcome: 'ok' | 'failed';
  error: string;
}

export function createSchedulerRepository(db: Executor) {
  return {
    /** The job's row, created on its first registration; its id keys the job's advisory lock. */
    async ensure(name: string): Promise<number> {
      const [row] = await db
        .insert(scheduledJobs)
        .values({ name })
        .onConflictDoUpdate({ target: scheduledJobs.name, set: { name } })
        .returning({ id: scheduledJobs.id });
      return row!.id;
    },

    /** True for the one caller that moves the job on to `tick`; a tick already run, or older, is refused. */
    async claimTick(name: string, tick: Date): Promise<boolean> {
      const rows = await db
        .update(scheduledJobs)
        .set({ lastTickAt: tick })
        .where(
          and(
            eq(scheduledJobs.name, name),
            or(isNull(scheduledJobs.lastTickAt), lt(scheduledJobs.lastTickAt, tick)),
          ),
        )
        .returning({ id: scheduledJobs.id });
      return rows.length > 0;
    },

    async started(name: string, startedAt: Date): Promise<void> {
      await db.update(scheduledJobs).set({ lastStartedAt: startedAt }).where(eq(scheduledJobs.name, name));
    },

    async finished(name: string, run: FinishedRun): Promise<void> {
      await db
        .update(scheduledJobs)
        .set({
          lastFinishedAt: run.finishedAt,
          lastDurationMs: run.durationMs,
          lastOutcome: run.outcome,
          lastError: run.error,
        })
        .where(eq(scheduledJobs.name, name));
    },

    list(): Promise<ScheduledJobRow[]> {
      return db.select().from(scheduledJobs).orderBy(scheduledJobs.name);
    },

    /** Ids whose advisory lock some session of this database holds now: jobs running in any process. */
    async lockedIds(namespace: number): Promise<Set<number>> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select objid::int as id from pg_locks
            where locktype = 'advisory' and classid = ${namespace}::int::oid and objsubid = 2 and granted
              and database = (select oid from pg_database where datname = current_database())`,
      );
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type SchedulerRepository = ReturnType<typeof createSchedulerRepository>;
