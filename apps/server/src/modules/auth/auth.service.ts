import { defaultActiveRole, type LoginData, type LoginReason, type Role, roleSchema } from '@coal/contracts';
import { judgePassword, PASSWORD_RULE } from '@coal/contracts/password';
import { hash, verify } from '@node-rs/argon2';
import type { ChangeBus } from '../../lib/change-bus';
import {
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';
import type { Actor } from '../../lib/actor';
import type { AuthContext } from '../../types';
import { auditEntry, type AuditEntry } from '../audit';
import { accountWords, type UserRepository } from '../user';
import type { AccountSessionRepository } from './account-session.repository';
import { createSeenRecorder } from './seen-recorder';
import type { AttemptCounter, AttemptLimits } from './attempt-limits';
import type { LoginLogRepository } from './login-log.repository';
import { type CachedSession, SessionCache } from './session-cache';
import type { EndedSession, SessionRepository } from './session.repository';
import type { TokenSigner } from './tokens';

/** What authentication reads and writes, bound to the database or to one transaction. */
export interface AuthStore {
  users: Pick<
    UserRepository,
    'findByName' | 'findById' | 'updatePasswordHash' | 'updateStatus' | 'updateRoles'
  >;
  sessions: SessionRepository;
  loginLog: Pick<LoginLogRepository, 'record'>;
  accountSessions: AccountSessionRepository;
  audit: (entry: AuditEntry) => Promise<void>;
}

/** Where a request came from, as the login log keeps it. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

/** Login-log lines for sessions that were just ended (they keep the address and client they began with). */
export function sessionEndLines(
  user: { id: number; userName: string },
  ended: EndedSession[],
  reason: LoginReason,
) {
  return ended.map((s) => ({
    userId: user.id,
    userName: user.userName,
    event: 'sessionEnd' as const,
    reason,
    ip: s.ip,
    userAgent: s.userAgent,
  }));
}

export interface AuthServiceDeps {
  store: AuthStore;
  transaction: <T>(work: (store: AuthStore) => Promise<T>) => Promise<T>;
  attempts: AttemptCounter;
  limits: AttemptLimits;
  bus: ChangeBus;
  signer: TokenSigner;
  clientId: string;
}

export interface LoginRequest {
  username: string;
  password: string;
  clientId: string | undefined;
  ip: string;
  userAgent: string;
}

const THROTTLE_MESSAGES: Record<'pair' | 'account' | 'ip' | 'passwordChange', MessageKey> = {
  pair: 'auth.throttledAccount',
  account: 'auth.throttledAccount',
  ip: 'auth.throttledIp',
  passwordChange: 'auth.throttledPassword',
};

function tooMany(
  exceeded: { kind: keyof typeof THROTTLE_MESSAGES; retryAfterSeconds: number }[],
): TooManyRequestsError {
  // The longest wait is the one that tells the truth.
  const worst = exceeded.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a));
  return new TooManyRequestsError(THROTTLE_MESSAGES[worst.kind], worst.retryAfterSeconds, {
    minutes: Math.ceil(worst.retryAfterSeconds / 60),
  });
}

/** The part of a client's User-Agent kept with its session, and compared when an account is locked. */
const USER_AGENT_LENGTH = 300;

// Verified against when the account does not exist, so a wrong name costs as long as a wrong password.
const DUMMY_HASH = await hash('not-a-real-password');

function asRoles(values: string[]): Role[] {
  return values.flatMap((v) => (roleSchema.safeParse(v).success ? [v as Role] : []));
}

export function createAuthService({
  store,
  transaction,
  attempts,
  limits,
  bus,
  signer,
  clientId,
}: AuthServiceDeps) {
  const cache = new SessionCache();
  const seen = createSeenRecorder(store.accountSessions);
  bus.on('session', (jti) => (jti ? cache.forget(jti) : cache.clear()));
  bus.on('user', (userId) => (userId ? cache.forgetUser(Number(userId)) : cache.clear()));

  async function loadSession(jti: string): Promise<CachedSession | undefined> {
    // While other servers' logouts could go unheard, every request asks the database.
    const cached = bus.live ? cache.get(jti) : undefined;
    if (cached) return cached;
    const row = await store.sessions.findActive(jti);
    if (!row) return undefined;
    const session: CachedSession = {
      userId: row.userId,
      userName: row.userName,
      roles: asRoles(row.roles),
      activeRole: roleSchema.catch('user').parse(row.activeRole),
      clientId: row.clientId,
      expiresAt: row.expiresAt.getTime(),
      disabled: row.status !== '0',
      mustChangePassword: row.mustChangePassword,
    };
    cache.set(jti, session);
    return session;
  }

  /** A session found past its end is closed once, and the login log says it expired. */
  async function endExpired(jti: string): Promise<void> {
    await transaction(async (tx) => {
      const ended = await tx.sessions.end(jti, 'expired');
      if (!ended) return;
      const user = await tx.users.findById(ended.userId);
      if (user) await tx.loginLog.record(sessionEndLines(user, [ended], 'expired'));
    });
    cache.forget(jti);
  }

  return {
    async login(request: LoginRequest): Promise<LoginData> {
      const userAgent = request.userAgent.slice(0, USER_AGENT_LENGTH);
      const failed = (reason: LoginReason, userId?: number) =>
        store.loginLog.record([
          { userId, userName: request.username, event: 'loginFailed', reason, ip: request.ip, userAgent },
        ]);
      if (!request.clientId || request.clientId !== clientId) {
        await failed('wrongClient');
        throw new BadRequestError(request.clientId ? 'auth.clientUnknown' : 'auth.clientRequired');
      }
      const account = request.username.toLowerCase();
      const pairKey = `pair:${account}|${request.ip}`;
      const counters = [
        { kind: 'pair' as const, key: pairKey, rule: limits.pair, grows: true },
        { kind: 'account' as const, key: `account:${account}`, rule: limits.account },
        { kind: 'ip' as const, key: `ip:${request.ip}`, rule: limits.ip },
      ];
      const reservation = await attempts.reserve(counters);
      const locked = reservation.exceeded.find((e) => e.kind === 'account');
      if (reservation.exceeded.some((e) => e.kind !== 'account')) {
        await attempts.refuse(counters, reservation);
        await failed(reservation.exceeded.some((e) => e.kind === 'ip') ? 'throttled' : 'locked');
        throw tooMany(reservation.exceeded);
      }
      const user = await store.users.findByName(request.username);
      // A locked account still opens, with its password, where it signed in before: the owner's own
      // browser at the owner's own address. Elsewhere the password is not even checked.
      if (locked && !(user && (await store.sessions.hasSignedInFrom(user.id, request.ip, userAgent)))) {
        await attempts.refuse(counters, reservation);
        await failed('locked', user?.id);
        throw new TooManyRequestsError('auth.accountLocked', locked.retryAfterSeconds, {
          minutes: Math.ceil(locked.retryAfterSeconds / 60),
        });
      }
      const passwordOk = await verify(user?.passwordHash ?? DUMMY_HASH, request.password);
      if (!user || !passwordOk) {
        await failed(user ? 'wrongPassword' : 'unknownUser', user?.id);
        throw new UnauthorizedError('auth.loginFailed');
      }
      // The account's and the address's ceilings only give back this attempt: others' failures still count.
      await attempts.clear([pairKey]);
      await attempts.release(reservation.keys.filter((key) => key !== pairKey));
      if (user.status !== '0') {
        await failed('disabled', user.id);
        throw new ForbiddenError('auth.accountDisabled');
      }
      const { token, jti, expiresAt } = await signer.issue(user.id, request.clientId);
      const issuedTo = request.clientId;
      await transaction(async (tx) => {
        await tx.sessions.insert({
          jti,
          userId: user.id,
          clientId: issuedTo,
          activeRole: defaultActiveRole(asRoles(user.roles)),
          ip: request.ip,
          userAgent,
          expiresAt,
        });
        await tx.loginLog.record([
          { userId: user.id, userName: user.userName, event: 'login', ip: request.ip, userAgent },
        ]);
      });
      return { access_token: token, expire_in: signer.ttlSeconds, client_id: request.clientId };
    },

    /** Resolves a request's credentials to its session, or throws 401. */
    async authenticate(
      authorization: string | undefined,
      clientHeader: string | undefined,
    ): Promise<AuthContext> {
      const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
      if (!token) throw new UnauthorizedError();
      const result = await signer.verify(token);
      if (!result.ok) {
        if (result.reason === 'invalid') throw new UnauthorizedError();
        if (result.jti) await endExpired(result.jti);
        throw new UnauthorizedError('error.tokenExpired');
      }
      const { claims } = result;
      if (!clientHeader || clientHeader !== claims.clientId)
        throw new UnauthorizedError('error.clientMismatch');
      const session = await loadSession(claims.jti);
      if (!session || session.userId !== claims.userId || session.disabled) throw new UnauthorizedError();
      if (session.expiresAt <= Date.now()) {
        await endExpired(claims.jti);
        throw new UnauthorizedError('error.tokenExpired');
      }
      seen.note(claims.jti);
      return {
        userId: session.userId,
        userName: session.userName,
        role: session.activeRole,
        roles: session.roles,
        jti: claims.jti,
        clientId: claims.clientId,
        mustChangePassword: session.mustChangePassword,
      };
    },

    async logout(auth: AuthContext, from: RequestOrigin): Promise<void> {
      await transaction(async (tx) => {
        if (!(await tx.sessions.end(auth.jti, 'logout'))) return;
        await tx.loginLog.record([
          {
            userId: auth.userId,
            userName: auth.userName,
            event: 'logout',
            ip: from.ip,
            userAgent: from.userAgent.slice(0, USER_AGENT_LENGTH),
          },
        ]);
      });
      await bus.publish('session', auth.jti);
    },

    /** Acts as another role the account holds; with no role named, moves to the next one held. */
    async switchRole(auth: AuthContext, wanted: Role | undefined): Promise<Role> {
      const target = wanted ?? auth.roles.find((r) => r !== auth.role) ?? auth.role;
      if (!auth.roles.includes(target)) throw new ForbiddenError('auth.roleNotHeld', { role: target });
      await store.sessions.setActiveRole(auth.jti, target);
      await bus.publish('session', auth.jti);
      return target;
    },

    /**
     * Changes the account's own password: the current one must be given, and the new one pass the
     * strength rule. Every session ends, this one too; the change is audited in its transaction.
     */
    async changePassword(actor: Actor, oldPassword: string, newPassword: string): Promise<void> {
      const auth = actor.auth;
      if (newPassword === oldPassword) throw new BadRequestError('auth.passwordSame');
      // Checks of the current password are rationed like sign-ins, or this form would be a password oracle.
      const reservation = await attempts.reserve([
        { kind: 'passwordChange' as const, key: `password:${auth.userId}`, rule: limits.passwordChange },
      ]);
      if (reservation.exceeded.length) throw tooMany(reservation.exceeded);
      const user = await store.users.findById(auth.userId);
      if (!user || !(await verify(user.passwordHash, oldPassword)))
        throw new BadRequestError('auth.passwordWrong');
      await attempts.clear(reservation.keys);
      const verdict = judgePassword(newPassword, accountWords(user));
      if (verdict.reason)
        throw new BadRequestError(`account.password.${verdict.reason}`, {
          min: PASSWORD_RULE.minLength,
          max: PASSWORD_RULE.maxLength,
        });
      const passwordHash = await hash(newPassword);
      await transaction(async (tx) => {
        await tx.users.updatePasswordHash(user.id, passwordHash);
        const ended = await tx.sessions.revokeAllOf(user.id, 'passwordChanged');
        await tx.loginLog.record(sessionEndLines(user, ended, 'passwordChanged'));
        // The audit row says that the password changed, never what it was or is.
        await tx.audit(
          auditEntry(actor, 'update', { type: 'user', id: user.id }, { after: { password: 'changed' } }),
        );
      });
      await bus.publish('user', String(user.id));
    },

    /**
     * Disables or enables an account. Disabling ends its sessions on their next request, in every server
     * process: they are revoked, and every process's session cache forgets them before this returns.
     */
    async setAccountDisabled(userId: number, disabled: boolean): Promise<void> {
      await transaction(async (tx) => {
        const user = await tx.users.findById(userId);
        if (!user) throw new NotFoundError('auth.userNotFound', { userId });
        await tx.users.updateStatus(userId, disabled ? '1' : '0');
        if (disabled)
          await tx.loginLog.record(
            sessionEndLines(
              user,
              await tx.sessions.revokeAllOf(userId, 'accountDisabled'),
              'accountDisabled',
            ),
          );
      });
      await bus.publishHeard('user', String(userId));
    },

    /**
     * Sets the roles an account holds. Taking a role away ends the account's sessions everywhere on their
     * next request, as disabling does: a session must not keep acting as a role no longer held.
     */
    async setRoles(userId: number, roles: Role[]): Promise<void> {
      if (!roles.length) throw new BadRequestError('auth.rolesRequired');
      await transaction(async (tx) => {
        const user = await tx.users.findById(userId);
        if (!user) throw new NotFoundError('auth.userNotFound', { userId });
        await tx.users.updateRoles(userId, [...new Set(roles)]);
        if (user.roles.some((role) => !roles.includes(role as Role)))
          await tx.loginLog.record(
            sessionEndLines(user, await tx.sessions.revokeAllOf(userId, 'roleRemoved'), 'roleRemoved'),
          );
      });
      await bus.publishHeard('user', String(userId));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
