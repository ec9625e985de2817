import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/http/download';

/** The empty import template (.xlsx); the server names the file. */
export const downloadTemplate = (fallbackName: string) =>
  downloadFile('/api/mine/import/template', fallbackName);

/** The original file a job was made from, as it was uploaded. */
export const downloadJobFile = (jobId: number, fallbackName: string) =>
  downloadFile(`/api/mine/import/jobs/${jobId}/file`, fallbackName);

/** The rows a commit of the valid rows leaves out, in the template's layout with a problem column. */
export const downloadRefusedRows = (jobId: number, fallbackName: string) =>
  downloadFile(`/api/mine/import/jobs/${jobId}/refused`, fallbackName);

export const useDownloadRefused = () =>
  useMutation({
    mutationFn: ({ jobId, fileName }: { jobId: number; fileName: string }) =>
      downloadRefusedRows(jobId, fileName),
  });

export const useDownloadTemplate = () => useMutation({ mutationFn: downloadTemplate });

export const useDownloadJobFile = () =>
  useMutation({
    mutationFn: ({ jobId, fileName }: { jobId: number; fileName: string }) =>
      downloadJobFile(jobId, fileName),
  });
