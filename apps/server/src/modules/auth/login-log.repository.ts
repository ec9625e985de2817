import type { LoginEvent, LoginLogQuery, LoginReason } from '@coal/contracts';
import { and, count, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginLog } from '../../db/schema';
import { orderOf, shanghaiDayEnd, shanghaiDayStart } from '../../db/list-order';
import { escapeLike } from '../../lib/sql';

export type LoginLogRecord = typeof loginLog.$inferSelect;

export interface LoginLogEntry {
  userId?: number | null;
  userName: string;
  event: LoginEvent;
  reason?: LoginReason;
  ip: string;
  userAgent: string;
}

const SORT = {
  createdAt: loginLog.createdAt,
  userName: loginLog.userName,
  event: loginLog.event,
} as const;

function filterOf(query: LoginLogQuery): SQL | undefined {
  return and(
    query.userName ? ilike(loginLog.userName, `%${escapeLike(query.userName)}%`) : undefined,
    query.ip ? ilike(loginLog.ip, `%${escapeLike(query.ip)}%`) : undefined,
    query.event ? eq(loginLog.event, query.event) : undefined,
    query.reason ? eq(loginLog.reason, query.reason) : undefined,
    query.dateFrom ? gte(loginLog.createdAt, shanghaiDayStart(query.dateFrom)) : undefined,
    query.dateTo ? lt(loginLog.createdAt, shanghaiDayEnd(query.dateTo)) : undefined,
  );
}

/** Sign-ins, sign-outs, failures and session ends. */
export function createLoginLogRepository(db: Executor) {
  return {
    async record(entries: LoginLogEntry[]): Promise<void> {
      if (!entries.length) return;
      await db.insert(loginLog).values(
        entries.map((e) => ({
          userId: e.userId ?? null,
          userName: e.userName.slice(0, 64),
          event: e.event,
          reason: e.reason ?? '',
          ip: e.ip,
          userAgent: e.userAgent.slice(0, 300),
        })),
      );
    },

    async list(query: LoginLogQuery, page: { limit: number; offset: number }) {
      const where = filterOf(query);
      const column = SORT[query.orderByColumn ?? 'createdAt'];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(loginLog)
          .where(where)
          .orderBy(orderOf(column, query.isAsc), orderOf(loginLog.id, query.isAsc))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(loginLog).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type LoginLogRepository = ReturnType<typeof createLoginLogRepository>;
