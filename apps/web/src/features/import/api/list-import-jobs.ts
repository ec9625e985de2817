import { importJobListResponse } from '@coal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { importKeys, type JobListQuery } from './import-keys';

export async function listImportJobs(query: JobListQuery, signal?: AbortSignal) {
  const res = await request({
    path: '/api/mine/import/jobs',
    query: { pageNum: query.pageNum, pageSize: query.pageSize, status: query.status },
    schema: importJobListResponse,
    signal,
    silent: true,
  });
  return { rows: res.rows, total: res.total };
}

export const importJobListQuery = (query: JobListQuery) =>
  queryOptions({
    queryKey: importKeys.jobList(query),
    queryFn: ({ signal }) => listImportJobs(query, signal),
  });

/** One page of import jobs, newest first; the previous page stays on screen while the next loads. */
export function useImportJobs(query: JobListQuery) {
  return useQuery({ ...importJobListQuery(query), placeholderData: keepPreviousData });
}
