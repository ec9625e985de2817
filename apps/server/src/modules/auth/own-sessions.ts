import type { AccountSession } from '@coal/contracts';
import UAParser from 'ua-parser-js';
import type { ChangeBus } from '../../lib/change-bus';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import type { AuthContext } from '../../types';
import type { AccountSessionRepository } from './account-session.repository';
import { sessionEndLines } from './auth.service';
import type { LoginLogRepository } from './login-log.repository';

/** The browser, system and kind of device a session's User-Agent names; empty when it names none. */
export function describeClient(userAgent: string): Pick<AccountSession, 'browser' | 'os' | 'device'> {
  const ua = new UAParser(userAgent).getResult();
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  return {
    browser: join(ua.browser.name, ua.browser.major),
    os: join(ua.os.name, ua.os.version),
    device: ua.device.type ?? 'desktop',
  };
}

/** A user's own sessions: see where the account is signed in, end one, or end all but this one. */
export function createOwnSessions({
  sessions,
  loginLog,
  bus,
}: {
  sessions: Omit<AccountSessionRepository, 'touch'>;
  loginLog: Pick<LoginLogRepository, 'record'>;
  bus: Pick<ChangeBus, 'publishHeard'>;
}) {
  // The login log names who ended the sessions and why, as it does for an admin's ending.
  const logEnded = (auth: AuthContext, ended: Awaited<ReturnType<typeof sessions.revokeOthers>>) =>
    loginLog.record(
      sessionEndLines({ id: auth.userId, userName: auth.userName }, ended, 'signedOutElsewhere'),
    );

  return {
    async list(auth: AuthContext): Promise<AccountSession[]> {
      const rows = await sessions.listLive(auth.userId);
      return rows.map((row) => ({
        sessionId: row.jti,
        ip: row.ip,
        ...describeClient(row.userAgent),
        loginTime: formatDateTime(row.createdAt),
        lastSeen: formatDateTime(row.lastSeenAt ?? row.createdAt),
        current: row.jti === auth.jti,
      }));
    },

    /** Ends one other session; its next request is refused by every server. */
    async end(auth: AuthContext, sessionId: string): Promise<void> {
      if (sessionId === auth.jti) throw new BadRequestError('account.session.current');
      const ended = await sessions.revokeOne(auth.userId, sessionId);
      if (!ended.length) throw new NotFoundError('account.session.notFound');
      await logEnded(auth, ended);
      await bus.publishHeard('session', sessionId);
    },

    /** "Sign out elsewhere": every session of the account but this one ends. */
    async endOthers(auth: AuthContext): Promise<number> {
      const ended = await sessions.revokeOthers(auth.userId, auth.jti);
      if (ended.length) {
        await logEnded(auth, ended);
        await bus.publishHeard('user', String(auth.userId));
      }
      return ended.length;
    },
  };
}

export type OwnSessions = ReturnType<typeof createOwnSessions>;
