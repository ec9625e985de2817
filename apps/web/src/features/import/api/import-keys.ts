import type { ImportStatus } from '@coal/contracts';

export interface JobListQuery {
  pageNum: number;
  pageSize: number;
  status?: ImportStatus;
}

export const importKeys = {
  all: ['mine-import'] as const,
  jobs: () => [...importKeys.all, 'jobs'] as const,
  jobList: (query: JobListQuery) => [...importKeys.jobs(), 'list', query] as const,
  job: (jobId: number) => [...importKeys.jobs(), 'detail', jobId] as const,
  progress: (jobId: number) => [...importKeys.all, 'progress', jobId] as const,
};
