import { type ScheduledJob, scheduledJobListResponse } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { formatDateTime } from '../../lib/time';
import type { JobState, Scheduler } from './scheduler.service';

/** A job's state as the API writes it: dates in Asia/Shanghai, empty when none. */
export const toScheduledJob = (state: JobState): ScheduledJob => ({
  name: state.name,
  pattern: state.pattern ?? '',
  running: state.running,
  nextRunAt: formatDateTime(state.nextRunAt),
  lastStartedAt: formatDateTime(state.lastStartedAt),
  lastFinishedAt: formatDateTime(state.lastFinishedAt),
  lastDurationMs: state.lastDurationMs,
  lastOutcome: state.lastOutcome ?? '',
  lastError: state.lastError,
});

export async function schedulerRoutes(
  app: FastifyInstance,
  { scheduler }: { scheduler: Pick<Scheduler, 'jobs'> },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/scheduler/jobs',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: ['system'],
        summary: '定时任务：计划、下次运行、上次运行的开始与结束、耗时、结果（集群中各服务进程看到的相同）',
        response: { 200: scheduledJobListResponse },
      },
    },
    async (request) => ok(request, (await scheduler.jobs()).map(toScheduledJob)),
  );
}
