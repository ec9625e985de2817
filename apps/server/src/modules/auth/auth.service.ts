import { defaultActiveRole, type LoginData, type Role, roleSchema } from '@coal/contracts';
import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import { BadRequestError, ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import type { AuthContext } from '../../types';
import { findUserById, findUserByName, updatePasswordHash } from '../user/user.repository';
import type { LoginThrottle } from './login-throttle';
import { type CachedSession, SessionCache } from './session-cache';
import {
  findActiveSession,
  insertSession,
  revokeSession,
  revokeUserSessions,
  setActiveRole,
} from './session.repository';
import type { TokenSigner } from './tokens';

export interface AuthServiceDeps {
  db: Db;
  bus: ChangeBus;
  signer: TokenSigner;
  throttle: LoginThrottle;
  clientId: string;
}

export interface LoginRequest {
  username: string;
  password: string;
  clientId: string | undefined;
  ip: string;
  userAgent: string;
}

// Verified against when the account does not exist, so a wrong name costs as long as a wrong password.
const DUMMY_HASH = await hash('not-a-real-password');

function asRoles(values: string[]): Role[] {
  return values.flatMap((v) => (roleSchema.safeParse(v).success ? [v as Role] : []));
}

export function createAuthService({ db, bus, signer, throttle, clientId }: AuthServiceDeps) {
  const cache = new SessionCache();
  bus.on('session', (jti) => (jti ? cache.forget(jti) : cache.clear()));
  bus.on('user', (userId) => (userId ? cache.forgetUser(Number(userId)) : cache.clear()));

  async function loadSession(jti: string): Promise<CachedSession | undefined> {
    // While other servers' logouts could go unheard, every request asks the database.
    const cached = bus.live ? cache.get(jti) : undefined;
    if (cached) return cached;
    const row = await findActiveSession(db, jti);
    if (!row) return undefined;
    const session: CachedSession = {
      userId: row.userId,
      userName: row.userName,
      roles: asRoles(row.roles),
      activeRole: roleSchema.catch('user').parse(row.activeRole),
      clientId: row.clientId,
      expiresAt: row.expiresAt.getTime(),
      disabled: row.status !== '0',
    };
    cache.set(jti, session);
    return session;
  }

  return {
    async login(request: LoginRequest): Promise<LoginData> {
      if (!request.clientId) throw new BadRequestError('auth.clientRequired');
      if (request.clientId !== clientId) throw new BadRequestError('auth.clientUnknown');
      const verdict = throttle.check(request.username, request.ip);
      if (verdict.blocked) {
        const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
        throw new TooManyRequestsError(
          verdict.by === 'account' ? 'auth.throttledAccount' : 'auth.throttledIp',
          verdict.retryAfterSeconds,
          { minutes },
        );
      }
      const user = await findUserByName(db, request.username);
      const passwordOk = await verify(user?.passwordHash ?? DUMMY_HASH, request.password);
      if (!user || !passwordOk) {
        throttle.fail(request.username, request.ip);
        throw new UnauthorizedError('auth.loginFailed');
      }
      if (user.status !== '0') throw new ForbiddenError('auth.accountDisabled');
      throttle.succeed(request.username);
      const { token, jti, expiresAt } = await signer.issue(user.id, request.clientId);
      await insertSession(db, {
        jti,
        userId: user.id,
        clientId: request.clientId,
        activeRole: defaultActiveRole(asRoles(user.roles)),
        ip: request.ip,
        userAgent: request.userAgent.slice(0, 300),
        expiresAt,
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
      if (!result.ok)
        throw new UnauthorizedError(result.reason === 'expired' ? 'error.tokenExpired' : undefined);
      const { claims } = result;
      if (!clientHeader || clientHeader !== claims.clientId)
        throw new UnauthorizedError('error.clientMismatch');
      const session = await loadSession(claims.jti);
      if (!session || session.userId !== claims.userId || session.disabled) throw new UnauthorizedError();
      if (session.expiresAt <= Date.now()) throw new UnauthorizedError('error.tokenExpired');
      return {
        userId: session.userId,
        userName: session.userName,
        role: session.activeRole,
        roles: session.roles,
        jti: claims.jti,
        clientId: claims.clientId,
      };
    },

    async logout(auth: AuthContext): Promise<void> {
      await revokeSession(db, auth.jti);
      await bus.publish('session', auth.jti);
    },

    /** Acts as another role the account holds; with no role named, moves to the next one held. */
    async switchRole(auth: AuthContext, wanted: Role | undefined): Promise<Role> {
      const target = wanted ?? auth.roles.find((r) => r !== auth.role) ?? auth.role;
      if (!auth.roles.includes(target)) throw new ForbiddenError('auth.roleNotHeld', { role: target });
      await setActiveRole(db, auth.jti, target);
      await bus.publish('session', auth.jti);
      return target;
    },

    async changePassword(auth: AuthContext, oldPassword: string, newPassword: string): Promise<void> {
      const user = await findUserById(db, auth.userId);
      if (!user || !(await verify(user.passwordHash, oldPassword)))
        throw new BadRequestError('auth.passwordWrong');
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, user.id, await hash(newPassword));
        await revokeUserSessions(tx, user.id);
      });
      await bus.publish('user', String(user.id));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
