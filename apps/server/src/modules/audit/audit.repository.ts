import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  userId: number;
  userName: string;
  action: 'create' | 'update' | 'delete';
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  ip: string;
  userAgent?: string;
  requestId: string;
}

/** Written in the same transaction as the change it records. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
