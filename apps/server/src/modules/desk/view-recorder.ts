import type { DeskRepository } from './desk.repository';

const FLUSH_MS = 1000;
const FLUSH_AT = 500;

/**
 * Profile views are written in batches, off the request: a profile read never waits on a write. Reads of
 * recent views flush first, so users see their latest views at once.
 */
export function createViewRecorder(desk: Pick<DeskRepository, 'recordViews'>) {
  let pending = new Map<string, { userId: number; mineId: number; viewedAt: Date }>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = [...pending.values()];
    pending = new Map();
    // Batches are written one after another; a failed one (database away) is given up, not retried forever.
    writing = writing.then(() => desk.recordViews(batch)).catch(() => undefined);
    return writing;
  }

  return {
    record(userId: number, mineId: number): void {
      pending.set(`${userId}:${mineId}`, { userId, mineId, viewedAt: new Date() });
      if (pending.size >= FLUSH_AT) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), FLUSH_MS);
        timer.unref();
      }
    },
    flush,
  };
}
