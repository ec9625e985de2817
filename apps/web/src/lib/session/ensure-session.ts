import { getInfo } from './session-api';
import { sessionState } from './session-store';

let pending: Promise<void> | null = null;

/** With a token but no role yet, loads the user before navigation goes on; rejects when that fails. */
export function ensureSession(): Promise<void> {
  const { token, role } = sessionState();
  if (!token) return Promise.reject(new Error('no token'));
  if (role) return Promise.resolve();
  pending ??= getInfo({ silent: true })
    .then((info) => sessionState().setInfo(info))
    .finally(() => {
      pending = null;
    });
  return pending;
}
