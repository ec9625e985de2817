import { type OnlineQuery, type OnlineSession, roleSchema } from '@coal/contracts';
import type { Actor } from '../../lib/actor';
import type { ChangeBus } from '../../lib/change-bus';
import { NotFoundError } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import { auditEntry } from '../audit';
import { sessionEndLines } from '../auth';
import { clientLabel } from './client-label';
import type { SystemStore } from './system-store';

export interface SessionsAdminDeps {
  store: SystemStore;
  transaction: <T>(work: (tx: SystemStore) => Promise<T>) => Promise<T>;
  bus: Pick<ChangeBus, 'publishHeard'>;
}

/** The signed-in sessions (online users) and ending one. */
export function createSessionsAdmin({ store, transaction, bus }: SessionsAdminDeps) {
  return {
    async list(
      actor: Actor,
      query: OnlineQuery & { userId?: number },
      page: { limit: number; offset: number },
    ): Promise<{ rows: OnlineSession[]; total: number }> {
      const { rows, total } = await store.sessions.listLive(query, page);
      return {
        total,
        rows: rows.map((row) => {
          const client = clientLabel(row.userAgent);
          return {
            jti: row.jti,
            userId: row.userId,
            userName: row.userName,
            nickName: row.nickName,
            activeRole: roleSchema.catch('user').parse(row.activeRole),
            ip: row.ip,
            browser: client.browser,
            os: client.os,
            clientId: row.clientId,
            createdAt: formatDateTime(row.createdAt),
            expiresAt: formatDateTime(row.expiresAt),
            current: row.jti === actor.auth.jti,
          };
        }),
      };
    },

    /** Ends a session now: its next request is refused, in every server process. */
    async end(actor: Actor, jti: string): Promise<string> {
      const userName = await transaction(async (tx) => {
        const ended = await tx.sessions.end(jti, 'endedByAdmin');
        if (!ended) throw new NotFoundError('system.sessionNotFound');
        const user = await tx.users.findById(ended.userId);
        if (!user) throw new NotFoundError('system.sessionNotFound');
        await tx.loginLog.record(sessionEndLines(user, [ended], 'endedByAdmin'));
        await tx.audit(
          auditEntry(
            actor,
            'delete',
            { type: 'session', id: jti },
            {
              before: { userName: user.userName, ip: ended.ip },
            },
          ),
        );
        return user.userName;
      });
      await bus.publishHeard('session', jti);
      return userName;
    },
  };
}

export type SessionsAdmin = ReturnType<typeof createSessionsAdmin>;
