import { importProgressResponse } from '@coal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { importKeys } from './import-keys';

/** How far the commit of a job has come; null when no commit of it is under way on the server. */
export async function getImportProgress(jobId: number, signal?: AbortSignal) {
  const res = await request({
    path: `/api/mine/import/jobs/${jobId}/progress`,
    schema: importProgressResponse,
    signal,
    silent: true,
  });
  return res.data;
}

export const importProgressQuery = (jobId: number) =>
  queryOptions({
    queryKey: importKeys.progress(jobId),
    queryFn: ({ signal }) => getImportProgress(jobId, signal),
    staleTime: 0,
    gcTime: 0,
  });

/** Polled twice a second while the commit runs (`enabled`), never otherwise. */
export function useImportProgress({ jobId, enabled }: { jobId: number; enabled: boolean }) {
  return useQuery({ ...importProgressQuery(jobId), enabled, refetchInterval: enabled ? 500 : false });
}
