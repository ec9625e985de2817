import type { AccountSessionRepository } from './account-session.repository';

const EVERY_MS = 60_000;
const REMEMBERED = 10_000;

/**
 * Notes each session's latest request for its owner's session list, at most once a minute per session
 * and off the request: a request never waits on this write, and a failed one is simply skipped.
 */
export function createSeenRecorder(sessions: Pick<AccountSessionRepository, 'touch'>) {
  let noted = new Map<string, number>();
  return {
    note(jti: string): void {
      const now = Date.now();
      if (now - (noted.get(jti) ?? 0) < EVERY_MS) return;
      if (noted.size >= REMEMBERED) noted = new Map();
      noted.set(jti, now);
      void sessions.touch(jti).catch(() => noted.delete(jti));
    },
  };
}
