import type { Db, Executor } from '../../db/client';
import { type AuditEntry, createAuditLogReader, recordAudit } from '../audit';
import { createAttemptRepository, createLoginLogRepository, createSessionRepository } from '../auth';
import { createUserRepository } from '../user';

/** What system management reads and writes, bound to the database or to one transaction. */
export const systemStoreOf = (db: Executor) => ({
  users: createUserRepository(db),
  sessions: createSessionRepository(db),
  loginLog: createLoginLogRepository(db),
  attempts: createAttemptRepository(db),
  auditLog: createAuditLogReader(db),
  audit: (entry: AuditEntry) => recordAudit(db, entry),
});

export type SystemStore = ReturnType<typeof systemStoreOf>;

export const systemTransaction =
  (db: Db) =>
  <T>(work: (tx: SystemStore) => Promise<T>): Promise<T> =>
    db.transaction((tx) => work(systemStoreOf(tx)));
