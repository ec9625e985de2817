import { importJobResponse } from '@coal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile, type UploadProgress } from '@/lib/http/upload';
import { importKeys } from './import-keys';

export interface UploadImportInput {
  file: File;
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
  onSent: () => void;
}

/** Sends a file to be validated (nothing is written); the answer is the new job with problems or preview. */
export async function uploadImport({ file, signal, onProgress, onSent }: UploadImportInput) {
  const res = await uploadFile({
    path: '/api/mine/import',
    file,
    fileName: file.name,
    schema: importJobResponse,
    onProgress,
    onSent,
    signal,
    silent: true,
  });
  return res.data;
}

export function useUploadImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: (job) => {
      client.setQueryData(importKeys.job(job.jobId), job);
      void client.invalidateQueries({ queryKey: [...importKeys.jobs(), 'list'] });
    },
  });
}
