import { CLIENT_ID_HEADER } from '@coal/contracts';
import { env } from '../env';
import { currentLocale } from '../i18n';
import { readToken } from '../session/token-storage';
import { errorOf, NetworkError } from './envelope';
import { reportHttpError } from './ui-adapter';

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      return fallback;
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * Fetches a file with the session's headers and hands it to the browser as a download. An error body
 * (the JSON envelope) is reported like any other failed call, then rethrown.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const headers = new Headers({ 'Accept-Language': currentLocale(), [CLIENT_ID_HEADER]: env.clientId });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    let response: Response;
    try {
      response = await fetch(`${env.apiBase}${path}`, { headers });
    } catch (error) {
      throw new NetworkError(error instanceof Error && error.name !== 'TypeError' ? error.message : '');
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.includes('application/json')) {
      throw (
        errorOf(await response.json().catch(() => null)) ??
        new NetworkError(`${response.status} ${response.statusText}`.trim())
      );
    }
    const blob = await response.blob();
    const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    return name;
  } catch (error) {
    reportHttpError(error, { sentToken: token !== null });
    throw error;
  }
}
