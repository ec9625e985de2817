import { ApiError, NetworkError } from '@/lib/http/envelope';

export type UploadFailure =
  { kind: 'cancelled' } | { kind: 'tooLarge' } | { kind: 'network' } | { kind: 'server'; message: string };

/** What went wrong with an upload, in the terms the upload step shows. */
export function describeUploadError(error: unknown): UploadFailure {
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'cancelled' };
  if (error instanceof ApiError && error.code === 413) return { kind: 'tooLarge' };
  if (error instanceof NetworkError) return { kind: 'network' };
  return { kind: 'server', message: error instanceof Error ? error.message : '' };
}
