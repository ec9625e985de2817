import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';

const schemas = () => import('./outcome-schemas');

export const outcomeKeys = {
  all: ['result'] as const,
  set: (setId: number) => [...outcomeKeys.all, 'edit-set', setId] as const,
  job: (jobId: number) => [...outcomeKeys.all, 'import-job', jobId] as const,
};

/** A recorded set of changes (an edit, a batch edit, a correction) with labels and mine names. */
export function useEditSet(setId: number | null) {
  return useQuery({
    queryKey: outcomeKeys.set(setId ?? 0),
    queryFn: async ({ signal }) =>
      (
        await request({
          path: `/api/mine/edit-sets/${setId}`,
          schema: () => schemas().then((m) => m.mineEditSetResponse),
          signal,
        })
      ).data,
    enabled: setId !== null,
  });
}

/** An import job with its counts and the preview of what it changed. */
export function useImportOutcome(jobId: number | null) {
  return useQuery({
    queryKey: outcomeKeys.job(jobId ?? 0),
    queryFn: async ({ signal }) =>
      (
        await request({
          path: `/api/mine/import/jobs/${jobId}`,
          schema: () => schemas().then((m) => m.importJobResponse),
          signal,
        })
      ).data,
    enabled: jobId !== null,
  });
}
