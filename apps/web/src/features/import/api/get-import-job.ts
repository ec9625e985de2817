import { importJobResponse } from '@coal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { importKeys } from './import-keys';

export async function getImportJob(jobId: number, signal?: AbortSignal) {
  const res = await request({
    path: `/api/mine/import/jobs/${jobId}`,
    schema: importJobResponse,
    signal,
    silent: true,
  });
  return res.data;
}

export const importJobQuery = (jobId: number) =>
  queryOptions({ queryKey: importKeys.job(jobId), queryFn: ({ signal }) => getImportJob(jobId, signal) });

/** One job with its problems and preview; the wizard reopens it from the id in the URL. */
export function useImportJob(jobId: number | undefined) {
  return useQuery({ ...importJobQuery(jobId ?? 0), enabled: jobId !== undefined });
}
