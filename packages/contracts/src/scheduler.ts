import { z } from 'zod';
import { envelopeOf } from './envelope';

export const JOB_OUTCOMES = ['ok', 'failed'] as const;
export const jobOutcome = z.enum(JOB_OUTCOMES);
export type JobOutcome = z.infer<typeof jobOutcome>;

/** A timed job of the server, its last run as the cluster recorded it; dates YYYY-MM-DD HH:mm:ss, empty when none. */
export const scheduledJob = z.object({
  /** Stable and dotted (`alerts.scan`); the page labels it through its own catalogue. */
  name: z.string(),
  /** Cron pattern in Asia/Shanghai; empty when the job runs only when triggered or is turned off. */
  pattern: z.string(),
  /** Running now in some server process. */
  running: z.boolean(),
  nextRunAt: z.string(),
  lastStartedAt: z.string(),
  lastFinishedAt: z.string(),
  lastDurationMs: z.number().int().nullable(),
  lastOutcome: jobOutcome.or(z.literal('')),
  /** The first line of a failed run's error, as the job raised it; empty after a run that worked. */
  lastError: z.string(),
});
export type ScheduledJob = z.infer<typeof scheduledJob>;
export const scheduledJobListResponse = envelopeOf(z.array(scheduledJob));
