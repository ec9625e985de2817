import { queryClient } from '../query-client';
import { logout } from './session-api';
import { sessionState } from './session-store';

/**
 * Ends the session on the server when it still exists, lets the caller leave the page (so nothing
 * on screen refetches without a token), then forgets everything local.
 */
export async function signOut({
  callServer = true,
  beforeClear,
}: { callServer?: boolean; beforeClear?: () => Promise<void> } = {}): Promise<string | null> {
  let msg: string | null = null;
  if (callServer && sessionState().token) {
    msg = await logout()
      .then((res) => res.msg)
      .catch(() => null);
  }
  await beforeClear?.();
  sessionState().clear();
  queryClient.clear();
  return msg;
}
