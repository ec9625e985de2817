import { Cron } from 'croner';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { cronOf, dueTick, nextRunAfter, SCHEDULE_TIMEZONE } from './cron-pattern';
import { createSchedulerRepository } from './scheduler.repository';

/** Advisory-lock namespace of the jobs (the job's id is the second key); the migration lock uses 72410001. */
export const JOB_LOCK_NAMESPACE = 72410002;
const ERROR_MAX_LENGTH = 300;

export interface JobDefinition {
  /** Dotted and stable (`alerts.scan`): it names the job's row, its lock and its log lines. */
  name: string;
  /** Cron pattern in Asia/Shanghai; null for a job that runs only when triggered (or is turned off). */
  pattern: string | null;
  /** The work; a throw is recorded as the run's failure and goes no further. */
  run: () => Promise<unknown>;
}

/** Runs work as one run of a named job, recorded with the job's others (see `Scheduler.track`). */
export type TrackRun = <T>(job: string, work: () => Promise<T>) => Promise<T>;

export type RunResult =
  | { status: 'ok' | 'failed'; durationMs: number; error: string }
  /** busy: running here or in another process; claimed: another process ran this tick; stopped: shutting down. */
  | { status: 'skipped'; reason: 'busy' | 'claimed' | 'stopped' };

export interface JobState {
  name: string;
  pattern: string | null;
  /** In this process or, through the job's advisory lock, in any other of the cluster. */
  running: boolean;
  nextRunAt: Date | null;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastDurationMs: number | null;
  lastOutcome: 'ok' | 'failed' | null;
  lastError: string;
}

/** A job that runs only with its own input (an import's file): `track` records its runs, nothing times it. */
interface DeclaredJob {
  name: string;
  pattern: null;
  run?: undefined;
}

interface Entry {
  job: JobDefinition | DeclaredJob;
  id: number;
  cron?: Cron;
  running?: Promise<RunResult>;
  /** Runs under way through `track`, which take no lock. */
  tracked: number;
}

type Recorded<T> = ({ ok: true; value: T } | { ok: false; error: unknown }) & { durationMs: number };

export interface SchedulerDeps {
  database: Pick<Database, 'db' | 'tryAdvisoryLock'>;
  log: { info(object: unknown, message: string): void; warn(object: unknown, message: string): void };
  /** Told every run's outcome and duration in this process (the metrics). */
  onRun?: (name: string, outcome: 'ok' | 'failed', durationMs: number) => void;
}

/**
 * What a failed run leaves in the job's row: the error's first line, short enough for a table cell. A
 * refusal the users would read (an import with problems) is worded as they read it, in Chinese.
 */
export function shortError(error: unknown): string {
  const text =
    error instanceof AppError
      ? t('zh-CN', error.key, error.params)
      : error instanceof Error
        ? error.message
        : String(error);
  return (text.split('\n')[0] ?? '').trim().slice(0, ERROR_MAX_LENGTH);
}

/**
 * Every timed job of the server. A run takes the job's advisory lock, so one process of a cluster runs it
 * at a time; a cron tick is claimed in the job's row as well, so a tick runs once even when another
 * process's timer wakes after the first run ended. A failing job records its failure and stops nothing.
 */
export function createScheduler({ database, log, onRun }: SchedulerDeps) {
  const jobs = new Map<string, Entry>();
  const names = new Set<string>();
  const repository = createSchedulerRepository(database.db);
  let stopped = false;

  /** Runs `work` as one run of the job: its row records the start and the outcome, `onRun` hears of it. */
  async function recorded<T>(name: string, work: () => Promise<T>): Promise<Recorded<T>> {
    await repository.started(name, new Date());
    const started = performance.now();
    let outcome: { ok: true; value: T } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, value: await work() };
    } catch (cause) {
      outcome = { ok: false, error: cause };
      log.warn({ err: cause, job: name }, 'scheduled job failed');
    }
    const durationMs = Math.round(performance.now() - started);
    const failed = !outcome.ok;
    const error = outcome.ok ? '' : shortError(outcome.error) || 'failed';
    try {
      await repository.finished(name, {
        finishedAt: new Date(),
        durationMs,
        outcome: failed ? 'failed' : 'ok',
        error,
      });
    } catch (cause) {
      log.warn({ err: cause, job: name }, 'scheduled job outcome not recorded');
    }
    if (!failed) log.info({ job: name, ms: durationMs }, 'scheduled job ran');
    onRun?.(name, failed ? 'failed' : 'ok', durationMs);
    return { ...outcome, durationMs };
  }

  async function execute({ job }: Entry): Promise<RunResult> {
    const run = await recorded(job.name, job.run ?? (() => Promise.reject(new Error('no work given'))));
    const error = run.ok ? '' : shortError(run.error) || 'failed';
    return { status: error ? 'failed' : 'ok', durationMs: run.durationMs, error };
  }

  /** The one path of a run, timed or not: this process's guard, the cluster's lock, then the tick's claim. */
  function attempt(entry: Entry, tick: Date | null): Promise<RunResult> {
    if (stopped) return Promise.resolve({ status: 'skipped', reason: 'stopped' });
    if (entry.running) return Promise.resolve({ status: 'skipped', reason: 'busy' });
    const run = (async (): Promise<RunResult> => {
      try {
        const locked = await database.tryAdvisoryLock(JOB_LOCK_NAMESPACE, entry.id, async () => {
          if (tick && !(await repository.claimTick(entry.job.name, tick)))
            return { status: 'skipped', reason: 'claimed' } as const;
          return execute(entry);
        });
        return locked.taken ? locked.value : { status: 'skipped', reason: 'busy' };
      } catch (cause) {
        // The database itself failed (lock, claim or start): nothing ran, nothing could be recorded.
        log.warn({ err: cause, job: entry.job.name }, 'scheduled job could not start');
        onRun?.(entry.job.name, 'failed', 0);
        return { status: 'failed', durationMs: 0, error: shortError(cause) };
      } finally {
        entry.running = undefined;
      }
    })();
    entry.running = run;
    return run;
  }

  function entryOf(name: string): Entry {
    const entry = jobs.get(name);
    if (!entry) throw new Error(`No scheduled job is named ${name}`);
    return entry;
  }

  return {
    /** Adds a job and, when it has a pattern, starts its timer. A pattern cron cannot read throws here. */
    async register(job: JobDefinition): Promise<void> {
      if (names.has(job.name)) throw new Error(`The scheduled job ${job.name} is registered twice`);
      if (job.pattern) cronOf(job.pattern);
      // Taken before the row is written: two registrations of one name racing each other fail too.
      names.add(job.name);
      const id = await repository.ensure(job.name).catch((error: unknown) => {
        names.delete(job.name);
        throw error;
      });
      const entry: Entry = { job, id, tracked: 0 };
      jobs.set(job.name, entry);
      const { pattern } = job;
      if (pattern && !stopped)
        entry.cron = new Cron(pattern, { timezone: SCHEDULE_TIMEZONE }, () => {
          const tick = dueTick(pattern, new Date());
          if (tick) void attempt(entry, tick);
        });
    },

    /**
     * Names a job that runs only with its own input (an import's commit). Its row and metrics record the
     * runs that `track` is given; it has no timer and `runNow` cannot start it.
     */
    async declare(name: string): Promise<void> {
      if (names.has(name)) throw new Error(`The scheduled job ${name} is registered twice`);
      names.add(name);
      const id = await repository.ensure(name).catch((error: unknown) => {
        names.delete(name);
        throw error;
      });
      jobs.set(name, { job: { name, pattern: null }, id, tracked: 0 });
    },

    /**
     * Runs `work` as a run of a registered or declared job outside its timetable and its lock (a scan
     * after an import, an import's commit): recorded like a timed run, its value or error handed back.
     * A row that cannot be written does not fail the work.
     */
    // An arrow, so that modules are handed `scheduler.track` itself.
    track: async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const entry = entryOf(name);
      entry.tracked++;
      try {
        const run = await recorded(name, work).catch((cause: unknown) => {
          log.warn({ err: cause, job: name }, 'scheduled job start not recorded');
          return undefined;
        });
        if (!run) return await work();
        if (!run.ok) throw run.error;
        return run.value;
      } finally {
        entry.tracked--;
      }
    },

    /** What a timer does when `tick` comes: runs the job unless this tick already ran somewhere. */
    async runTick(name: string, tick: Date): Promise<RunResult> {
      return attempt(entryOf(name), tick);
    },

    /** Runs the job now, outside its timetable, under the same lock as its timed runs. */
    async runNow(name: string): Promise<RunResult> {
      const entry = entryOf(name);
      if (!entry.job.run) throw new Error(`The job ${name} runs only with its own input`);
      return attempt(entry, null);
    },

    /** Every job with its last run as the cluster recorded it and its next run in this process. */
    async jobs(now = new Date()): Promise<JobState[]> {
      const [rows, locked] = await Promise.all([repository.list(), repository.lockedIds(JOB_LOCK_NAMESPACE)]);
      const byName = new Map(rows.map((row) => [row.name, row]));
      return [...jobs.values()].map(({ job, id, running, tracked }) => {
        const row = byName.get(job.name);
        return {
          name: job.name,
          pattern: job.pattern,
          running: Boolean(running) || tracked > 0 || locked.has(id),
          nextRunAt: job.pattern && !stopped ? nextRunAfter(job.pattern, now) : null,
          lastStartedAt: row?.lastStartedAt ?? null,
          lastFinishedAt: row?.lastFinishedAt ?? null,
          lastDurationMs: row?.lastDurationMs ?? null,
          lastOutcome: row?.lastOutcome === 'ok' || row?.lastOutcome === 'failed' ? row.lastOutcome : null,
          lastError: row?.lastError ?? '',
        };
      });
    },

    /** Stops every timer and waits for the runs under way, so their outcomes are written before the database closes. */
    async stop(): Promise<void> {
      stopped = true;
      for (const entry of jobs.values()) entry.cron?.stop();
      await Promise.all([...jobs.values()].flatMap((entry) => (entry.running ? [entry.running] : [])));
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
