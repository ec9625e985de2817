import { queryClient } from '../query-client';
import { logout } from './session-api';
import { sessionState } from './session-store';

/** Ends the session on the server when it still exists, then forgets everything local. */
export async function signOut({ callServer = true }: { callServer?: boolean } = {}): Promise<string | null> {
  let msg: string | null = null;
  if (callServer && sessionState().token) {
    msg = await logout()
      .then((res) => res.msg)
      .catch(() => null);
  }
  sessionState().clear();
  queryClient.clear();
  return msg;
}
