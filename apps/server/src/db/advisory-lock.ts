/** One database session: a pooled PostgreSQL client or the embedded database's only connection. */
export interface LockSession {
  query<T>(text: string, params: unknown[]): Promise<{ rows: T[] }>;
}

export type LockAttempt<T> = { taken: true; value: T } | { taken: false };

/**
 * Runs `run` while `session` holds the advisory lock (namespace, key), or answers `taken: false` at once
 * when another session holds it. A session-level lock, not a transaction's: a job may run for minutes and
 * must not keep a transaction open that long. `onBroken` hears a failed unlock: that session must be
 * dropped, or the lock would stay with it in the pool.
 */
export async function withTryAdvisoryLock<T>(
  session: LockSession,
  namespace: number,
  key: number,
  run: () => Promise<T>,
  onBroken: (error: Error) => void = () => undefined,
): Promise<LockAttempt<T>> {
  const { rows } = await session.query<{ taken: boolean }>('select pg_try_advisory_lock($1, $2) as taken', [
    namespace,
    key,
  ]);
  if (!rows[0]?.taken) return { taken: false };
  try {
    return { taken: true, value: await run() };
  } finally {
    await session.query('select pg_advisory_unlock($1, $2)', [namespace, key]).catch((error: Error) => {
      onBroken(error);
    });
  }
}
