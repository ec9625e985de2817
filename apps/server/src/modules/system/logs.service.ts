import type { AuditQuery, AuditRow, LoginLogQuery, LoginLogRow } from '@coal/contracts';
import { loginLogRow } from '@coal/contracts';
import { formatDateTime } from '../../lib/time';
import { clientLabel } from './client-label';
import type { SystemStore } from './system-store';

type Page = { limit: number; offset: number };

const eventOf = loginLogRow.shape.event.catch('loginFailed');
const reasonOf = loginLogRow.shape.reason.catch('');

/** The login log and the audit log, as their pages and exports read them. */
export function createLogs(store: Pick<SystemStore, 'loginLog' | 'auditLog'>) {
  return {
    async loginLog(query: LoginLogQuery, page: Page): Promise<{ rows: LoginLogRow[]; total: number }> {
      const { rows, total } = await store.loginLog.list(query, page);
      return {
        total,
        rows: rows.map((row) => ({
          id: row.id,
          userName: row.userName,
          event: eventOf.parse(row.event),
          reason: reasonOf.parse(row.reason),
          ip: row.ip,
          ...clientLabel(row.userAgent),
          createdAt: formatDateTime(row.createdAt),
        })),
      };
    },

    async auditLog(query: AuditQuery, page: Page): Promise<{ rows: AuditRow[]; total: number }> {
      const { rows, total } = await store.auditLog.list(query, page);
      return {
        total,
        rows: rows.map((row) => {
          const client = clientLabel(row.userAgent);
          return {
            id: row.id,
            userId: row.userId,
            userName: row.userName,
            action: row.action,
            targetType: row.targetType,
            targetId: row.targetId,
            before: row.before,
            after: row.after,
            ip: row.ip,
            browser: client.browser,
            os: client.os,
            createdAt: formatDateTime(row.createdAt),
          };
        }),
      };
    },

    auditTargetTypes: () => store.auditLog.targetTypes(),
  };
}

export type Logs = ReturnType<typeof createLogs>;
