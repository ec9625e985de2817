import { ApiError, NetworkError } from './envelope';

/** What the HTTP layer asks of the UI; the app installs an implementation backed by Ant Design. */
export interface HttpUi {
  /** Opens the session-expired dialog; calls `onClosed` when it goes away by either button. */
  confirmExpired: (onClosed: () => void) => void;
  /** Shows an error notice; `text` is the server's msg or null when it gave none. */
  notifyError: (kind: 'api' | 'network', text: string | null) => void;
}

let ui: HttpUi | null = null;
let expiredDialogOpen = false;

export function installHttpUi(impl: HttpUi): () => void {
  ui = impl;
  return () => {
    if (ui === impl) ui = null;
  };
}

/**
 * Hands a failed call to the UI: one expired-session dialog however many calls fail together. A 401
 * for a call that carried no token is not an expiry (the user has just signed out): it stays quiet.
 */
export function reportHttpError(
  error: unknown,
  { silent = false, sentToken = true }: { silent?: boolean; sentToken?: boolean } = {},
): void {
  if (!ui) return;
  if (error instanceof ApiError && error.code === 401) {
    if (expiredDialogOpen || !sentToken) return;
    expiredDialogOpen = true;
    ui.confirmExpired(() => {
      expiredDialogOpen = false;
    });
    return;
  }
  if (silent) return;
  if (error instanceof NetworkError) ui.notifyError('network', error.message || null);
  else if (error instanceof ApiError) ui.notifyError('api', error.message || null);
}
