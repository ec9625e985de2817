import type { Actor } from '../../lib/actor';
import type { AuditEntry } from './audit.repository';

/** One audit line: who did what to which target, with the state before and after where there is one. */
export function auditEntry(
  actor: Pick<Actor, 'ip' | 'requestId' | 'userAgent'> & { auth: Pick<Actor['auth'], 'userId' | 'userName'> },
  action: AuditEntry['action'],
  target: { type: string; id: string | number },
  change: Pick<AuditEntry, 'before' | 'after'> = {},
): AuditEntry {
  return {
    userId: actor.auth.userId,
    userName: actor.auth.userName,
    action,
    targetType: target.type,
    targetId: String(target.id),
    ...change,
    ip: actor.ip,
    userAgent: actor.userAgent ?? '',
    requestId: actor.requestId,
  };
}
