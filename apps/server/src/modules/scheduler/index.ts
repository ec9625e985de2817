import type { FastifyInstance } from 'fastify';
import { schedulerRoutes } from './scheduler.routes';

export { toScheduledJob } from './scheduler.routes';
import type { Scheduler } from './scheduler.service';

export { nextRunAfter, SCHEDULE_TIMEZONE } from './cron-pattern';
export {
  createScheduler,
  type JobDefinition,
  type JobState,
  type RunResult,
  type Scheduler,
  type TrackRun,
} from './scheduler.service';

/** Every timed job of the server: one owner, one lock per job across the cluster, one record of each run. */
export async function schedulerModule(app: FastifyInstance, { scheduler }: { scheduler: Scheduler }) {
  await app.register(schedulerRoutes, { scheduler });
}
