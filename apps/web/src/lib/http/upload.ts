import { CLIENT_ID_HEADER } from '@coal/contracts';
import type { z } from 'zod';
import { env } from '../env';
import { currentLocale } from '../i18n';
import { readToken } from '../session/token-storage';
import { ApiError, NetworkError, parseEnvelope } from './envelope';
import { reportHttpError } from './ui-adapter';

export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell the body size. */
  total: number;
}

export interface UploadOptions<S extends z.ZodType> {
  /** Path under the API base, e.g. `/api/mine/import`. */
  path: string;
  file: Blob;
  fileName: string;
  /** Multipart field name of the file. */
  field?: string;
  schema: S;
  /** Bytes sent so far, as the browser reports them. */
  onProgress?: (progress: UploadProgress) => void;
  /** The whole body has left the browser; the server is now working on it. */
  onSent?: () => void;
  /** Errors other than 401 are not shown as notices (the caller shows them in place). */
  silent?: boolean;
  signal?: AbortSignal;
}

/**
 * Turns a finished upload's status and body text into the parsed envelope or an error. A body that is
 * not JSON (a proxy's error page) becomes a NetworkError, except 413, which keeps its meaning.
 */
export function readUploadResponse<S extends z.ZodType>(
  status: number,
  statusText: string,
  text: string,
  schema: S,
): z.infer<S> {
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    if (status === 413) throw new ApiError(413, '');
    throw new NetworkError(status >= 200 && status < 300 ? '' : `${status} ${statusText}`.trim());
  }
  const parsed = parseEnvelope(body, schema);
  if (!parsed.ok) throw parsed.error;
  return parsed.value;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

/**
 * Sends one file as multipart/form-data with the session's headers, reporting upload progress
 * (fetch cannot), and parses the answer with the contract schema like every other call.
 */
export function uploadFile<S extends z.ZodType>(options: UploadOptions<S>): Promise<z.infer<S>> {
  const { path, file, fileName, field = 'file', schema, onProgress, onSent, silent, signal } = options;
  const token = readToken();
  return new Promise<z.infer<S>>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const fail = (error: unknown) => {
      reportHttpError(error, { silent, sentToken: token !== null });
      reject(error instanceof Error ? error : new NetworkError(''));
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', `${env.apiBase}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLocale());
    xhr.setRequestHeader(CLIENT_ID_HEADER, env.clientId);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.upload.onload = () => onSent?.();
    xhr.onload = () => {
      done();
      try {
        resolve(readUploadResponse(xhr.status, xhr.statusText, xhr.responseText, schema));
      } catch (error) {
        fail(error);
      }
    };
    xhr.onerror = () => {
      done();
      fail(new NetworkError(''));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };

    const form = new FormData();
    form.append(field, file, fileName);
    xhr.send(form);
  });
}
