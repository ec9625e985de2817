import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The timed jobs' last runs, shared by every server process of a cluster so each reports the same.
 * The id is the key of the job's advisory lock.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The latest cron tick a process claimed: a tick runs once however many processes reach it. */
  lastTickAt: at('last_tick_at'),
  lastStartedAt: at('last_started_at'),
  lastFinishedAt: at('last_finished_at'),
  lastDurationMs: integer('last_duration_ms'),
  /** 'ok' or 'failed'; null before the first run. */
  lastOutcome: text('last_outcome'),
  /** The first line of the error of a failed run, shortened; empty after a run that worked. */
  lastError: text('last_error').notNull().default(''),
});
