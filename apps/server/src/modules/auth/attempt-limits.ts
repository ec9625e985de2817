import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { authAttempts } from '../../db/schema';

export interface LimitRule {
  max: number;
  windowSeconds: number;
}

/** Sign-in limits: a tight one per account and address, slower ceilings per account and per address. */
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

export interface Reservation<K extends string> {
  /** The rules already past their limit, with the seconds until their window ends. */
  exceeded: { kind: K; retryAfterSeconds: number }[];
  keys: string[];
}

/** The counters' rows among `keys`, locked in key order (the order `reserve` inserts them in). */
const lockedInOrder = (keys: string[]) =>
  sql`select key from ${authAttempts} where key in (${sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )}) order by key for update`;

/**
 * Counts attempts in the database. An attempt is reserved, atomically and before the password is
 * verified, in every counter that applies: parallel attempts cannot all pass the check and only then be
 * counted. A success releases its reservation; a failure keeps it.
 */
export function createAttemptCounter(db: Executor) {
  let sinceSweep = 0;

  return {
    async reserve<K extends string>(
      counters: { kind: K; key: string; rule: LimitRule }[],
    ): Promise<Reservation<K>> {
      // Rows are locked in key order by every statement here: two sign-ins that share an account or an
      // address then wait for each other instead of deadlocking (PostgreSQL aborts one with a 500).
      const values = sql.join(
        [...counters]
          .sort((a, b) => (a.key < b.key ? -1 : 1))
          .map((c) => sql`(${c.key}, 1, now() + make_interval(secs => ${c.rule.windowSeconds}))`),
        sql`, `,
      );
      const rows = await queryRows<{ key: string; count: number; secondsLeft: number }>(
        db,
        sql`insert into ${authAttempts} (key, count, reset_at) values ${values}
            on conflict (key) do update set
              count = case when ${authAttempts.resetAt} <= now() then 1 else ${authAttempts.count} + 1 end,
              reset_at = case when ${authAttempts.resetAt} <= now() then excluded.reset_at else ${authAttempts.resetAt} end
            returning key, count, ceil(extract(epoch from (reset_at - now())))::int as "secondsLeft"`,
      );
      if (++sinceSweep >= 500) {
        sinceSweep = 0;
        await db.execute(
          sql`delete from ${authAttempts} where ${authAttempts.resetAt} < now() - interval '1 day'`,
        );
      }
      const byKey = new Map(rows.map((r) => [r.key, r]));
      const over = (c: (typeof counters)[number]) => (byKey.get(c.key)?.count ?? 0) > c.rule.max;
      const exceeded = counters.filter(over).map((c) => ({
        kind: c.kind,
        retryAfterSeconds: Math.max(1, Number(byKey.get(c.key)?.secondsLeft ?? 1)),
      }));
      // A refused attempt is no attempt on the other counters: it must not use up an account's ceiling.
      if (exceeded.length) await this.release(counters.filter((c) => !over(c)).map((c) => c.key));
      return { keys: counters.map((c) => c.key), exceeded };
    },

    /** Forgets counters entirely: a pair that signed in successfully starts afresh. */
    async clear(keys: string[]): Promise<void> {
      if (!keys.length) return;
      await db.execute(sql`delete from ${authAttempts} where key in (${lockedInOrder(keys)})`);
    },

    /** Gives back a reservation that turned out to be a success. */
    async release(keys: string[]): Promise<void> {
      if (!keys.length) return;
      await db.execute(
        sql`update ${authAttempts} set count = greatest(${authAttempts.count} - 1, 0)
             where key in (${lockedInOrder(keys)})`,
      );
    },
  };
}

export type AttemptCounter = ReturnType<typeof createAttemptCounter>;
