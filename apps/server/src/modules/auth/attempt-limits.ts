import type { AttemptRepository } from './attempt.repository';

export interface LimitRule {
  max: number;
  windowSeconds: number;
}

/**
 * Sign-in limits. The pair's lock grows with each repeat; the address's ceiling refuses outright; the
 * account's ceiling locks the account only for places it never signed in from, so an attacker who fails
 * from many addresses cannot keep the owner out.
 */
export interface AttemptLimits {
  /** One account from one client address: the brute force of a password. */
  pair: LimitRule;
  /** One account from anywhere: a distributed guess at one password. */
  account: LimitRule;
  /** One address across accounts: a spray of common passwords. */
  ip: LimitRule;
  /** Checks of the current password when changing it. */
  passwordChange: LimitRule;
}

export const DEFAULT_LIMITS: AttemptLimits = {
  pair: { max: 5, windowSeconds: 15 * 60 },
  account: { max: 30, windowSeconds: 60 * 60 },
  ip: { max: 100, windowSeconds: 15 * 60 },
  passwordChange: { max: 5, windowSeconds: 15 * 60 },
};

/** The longest a pair's growing lock lasts. */
const MAX_PAIR_LOCK_SECONDS = 24 * 3600;

export interface Counter<K extends string> {
  kind: K;
  key: string;
  rule: LimitRule;
  /** Each time this counter goes past its ceiling, its lock doubles. */
  grows?: boolean;
}

export interface Reservation<K extends string> {
  /** The rules already past their limit, with the seconds until their window ends. */
  exceeded: { kind: K; retryAfterSeconds: number }[];
  keys: string[];
}

/**
 * Counts attempts in the database. An attempt is reserved, atomically and before the password is
 * verified, in every counter that applies: parallel attempts cannot all pass the check and only then be
 * counted. A success releases its reservation; a failure keeps it; a refusal gives back the counters it
 * did not exceed (`refuse`).
 */
export function createAttemptCounter(attempts: AttemptRepository) {
  let sinceSweep = 0;

  return {
    async reserve<K extends string>(counters: Counter<K>[]): Promise<Reservation<K>> {
      const rows = await attempts.reserve(
        counters.map((c) => ({ key: c.key, windowSeconds: c.rule.windowSeconds })),
      );
      if (++sinceSweep >= 500) {
        sinceSweep = 0;
        await attempts.sweep();
      }
      const byKey = new Map(rows.map((r) => [r.key, r]));
      const exceeded: Reservation<K>['exceeded'] = [];
      for (const c of counters) {
        const row = byKey.get(c.key);
        if (!row || row.count <= c.rule.max) continue;
        let seconds = Math.max(1, Number(row.secondsLeft));
        // Only the attempt that crossed the ceiling strikes: parallel ones past it find the lock set.
        if (c.grows && row.count === c.rule.max + 1)
          seconds = await attempts.strike(c.key, c.rule.windowSeconds, MAX_PAIR_LOCK_SECONDS);
        exceeded.push({ kind: c.kind, retryAfterSeconds: seconds });
      }
      return { keys: counters.map((c) => c.key), exceeded };
    },

    /** A refused attempt is no attempt on the counters it did not exceed: it must not use up their ceiling. */
    async refuse<K extends string>(counters: Counter<K>[], reservation: Reservation<K>): Promise<void> {
      const over = new Set(reservation.exceeded.map((e) => e.kind));
      await attempts.release(counters.filter((c) => !over.has(c.kind)).map((c) => c.key));
    },

    clear: (keys: string[]) => attempts.clear(keys),
    release: (keys: string[]) => attempts.release(keys),
    lockedAmong: (names: string[], max: { pair: number; account: number }) =>
      attempts.lockedAmong(names, max),
  };
}

export type AttemptCounter = ReturnType<typeof createAttemptCounter>;
