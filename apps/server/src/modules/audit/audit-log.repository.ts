import type { AuditQuery } from '@coal/contracts';
import { and, count, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';
import { orderOf, shanghaiDayEnd, shanghaiDayStart } from '../../db/list-order';
import { escapeLike } from '../../lib/sql';

export type AuditLogRow = typeof auditLog.$inferSelect;

const SORT = {
  createdAt: auditLog.createdAt,
  userName: auditLog.userName,
  targetType: auditLog.targetType,
  action: auditLog.action,
} as const;

function filterOf(query: Omit<AuditQuery, 'pageNum' | 'pageSize'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    query.userName ? ilike(auditLog.userName, `%${escapeLike(query.userName)}%`) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
    query.dateFrom ? gte(auditLog.createdAt, shanghaiDayStart(query.dateFrom)) : undefined,
    query.dateTo ? lt(auditLog.createdAt, shanghaiDayEnd(query.dateTo)) : undefined,
  ];
  return and(...parts);
}

/** The audit trail as the audit-log page reads it: filtered, sorted, one page or all (export). */
export function createAuditLogReader(db: Executor) {
  return {
    async list(query: AuditQuery, page: { limit: number; offset: number }) {
      const where = filterOf(query);
      const column = SORT[query.orderByColumn ?? 'createdAt'];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(orderOf(column, query.isAsc), orderOf(auditLog.id, query.isAsc))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async targetTypes(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ type: auditLog.targetType })
        .from(auditLog)
        .orderBy(auditLog.targetType);
      return rows.map((r) => r.type);
    },
  };
}

export type AuditLogReader = ReturnType<typeof createAuditLogReader>;
