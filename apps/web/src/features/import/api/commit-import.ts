import { type ImportCommitMode, importJobResponse } from '@coal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http/client';
import { importKeys } from './import-keys';

/**
 * Writes a job in one transaction: all of it (the default), or only its valid mines; the answer carries
 * the job and a message to show.
 */
export async function commitImport({ jobId, mode }: { jobId: number; mode: ImportCommitMode }) {
  const res = await request({
    method: 'POST',
    path: `/api/mine/import/jobs/${jobId}/commit`,
    body: { mode },
    schema: importJobResponse,
    silent: true,
  });
  return { job: res.data, message: res.msg };
}

export function useCommitImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    onSuccess: ({ job }) => client.setQueryData(importKeys.job(job.jobId), job),
    // Committed or not, the job's status may have moved: refetch it and the list.
    onSettled: () => client.invalidateQueries({ queryKey: importKeys.jobs() }),
  });
}
