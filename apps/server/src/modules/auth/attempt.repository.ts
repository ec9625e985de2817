import { and, eq, like, or, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { authAttempts } from '../../db/schema';

/** One counter's state after an attempt was reserved in it. */
export interface CounterState {
  key: string;
  count: number;
  secondsLeft: number;
}

/** The counters' rows among `keys`, locked in key order (the order `reserve` inserts them in). */
const lockedInOrder = (keys: string[]) =>
  sql`select key from ${authAttempts} where key in (${sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )}) order by key for update`;

/** Sign-in and password-check counters: every statement of the throttle. */
export function createAttemptRepository(db: Executor) {
  return {
    /**
     * Counts one attempt in each counter, starting a window where the last one ended. Rows are locked in
     * key order by every statement here: two sign-ins that share an account or an address then wait for
     * each other instead of deadlocking (PostgreSQL aborts one with a 500).
     */
    async reserve(counters: { key: string; windowSeconds: number }[]): Promise<CounterState[]> {
      const values = sql.join(
        [...counters]
          .sort((a, b) => (a.key < b.key ? -1 : 1))
          .map((c) => sql`(${c.key}, 1, now() + make_interval(secs => ${c.windowSeconds}))`),
        sql`, `,
      );
      return queryRows<CounterState>(
        db,
        sql`insert into ${authAttempts} (key, count, reset_at) values ${values}
            on conflict (key) do update set
              count = case when ${authAttempts.resetAt} <= now() then 1 else ${authAttempts.count} + 1 end,
              reset_at = case when ${authAttempts.resetAt} <= now() then excluded.reset_at else ${authAttempts.resetAt} end
            returning key, count, ceil(extract(epoch from (reset_at - now())))::int as "secondsLeft"`,
      );
    },

    /**
     * A counter that just went past its ceiling: its lock lasts the window times two to the number of
     * locks before it (capped), so an attacker's pauses buy ever fewer guesses. Returns the seconds left.
     */
    async strike(key: string, windowSeconds: number, maxSeconds: number): Promise<number> {
      const [row] = await queryRows<{ secondsLeft: number }>(
        db,
        sql`update ${authAttempts} set
              reset_at = now() + make_interval(secs => least(${windowSeconds} * power(2, ${authAttempts.strikes}), ${maxSeconds})),
              strikes = ${authAttempts.strikes} + 1
            where key = ${key}
            returning ceil(extract(epoch from (reset_at - now())))::int as "secondsLeft"`,
      );
      return Number(row?.secondsLeft ?? windowSeconds);
    },

    /** Forgets counters entirely: a pair that signed in successfully starts afresh. */
    async clear(keys: string[]): Promise<void> {
      if (!keys.length) return;
      await db.execute(sql`delete from ${authAttempts} where key in (${lockedInOrder(keys)})`);
    },

    /** Gives back an attempt that turned out to be a success, or was refused before it was tried. */
    async release(keys: string[]): Promise<void> {
      if (!keys.length) return;
      await db.execute(
        sql`update ${authAttempts} set count = greatest(${authAttempts.count} - 1, 0)
             where key in (${lockedInOrder(keys)})`,
      );
    },

    /** Forgets an account's counter and every one of its account-and-address pairs. */
    async clearAccount(accountKey: string, pairPrefix: string): Promise<void> {
      const escaped = pairPrefix.replace(/[\\%_]/g, (c) => `\\${c}`);
      await db
        .delete(authAttempts)
        .where(or(eq(authAttempts.key, accountKey), and(like(authAttempts.key, `${escaped}%`))));
    },

    /** Which of these accounts (lower-case names) the throttle holds now, by its own or an address pair's lock. */
    async lockedAmong(names: string[], max: { pair: number; account: number }): Promise<Set<string>> {
      if (!names.length) return new Set();
      const rows = await queryRows<{ name: string }>(
        db,
        sql`select distinct split_part(substr(key, position(':' in key) + 1), '|', 1) as name
              from ${authAttempts}
             where ${authAttempts.resetAt} > now()
               and ((key like 'account:%' and ${authAttempts.count} > ${max.account})
                 or (key like 'pair:%' and ${authAttempts.count} > ${max.pair}))`,
      );
      const wanted = new Set(names);
      return new Set(rows.map((r) => r.name).filter((name) => wanted.has(name)));
    },

    /** Drops counters quiet for a day, strikes with them. */
    async sweep(): Promise<void> {
      await db.execute(
        sql`delete from ${authAttempts} where ${authAttempts.resetAt} < now() - interval '1 day'`,
      );
    },
  };
}

export type AttemptRepository = ReturnType<typeof createAttemptRepository>;
