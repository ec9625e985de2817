import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import { recordAudit } from '../audit';
import { createUserRepository } from '../user';
import { createAccountSessionRepository } from './account-session.repository';
import { type AttemptLimits, createAttemptCounter } from './attempt-limits';
import { accountRoutes } from './account.routes';
import { createAttemptRepository } from './attempt.repository';
import { authRoutes } from './auth.routes';
import { type AuthService, type AuthStore, createAuthService } from './auth.service';
import { createLoginLogRepository } from './login-log.repository';
import { createOwnSessions } from './own-sessions';
import { createSessionRepository } from './session.repository';
import { TokenSigner } from './tokens';

export { type AttemptLimits, DEFAULT_LIMITS } from './attempt-limits';
export { type AuthService, type RequestOrigin, sessionEndLines } from './auth.service';
export { createAttemptRepository } from './attempt.repository';
export {
  createLoginLogRepository,
  type LoginLogRecord,
  type LoginLogRepository,
} from './login-log.repository';
export { createSessionRepository, type EndedSession, type SessionRepository } from './session.repository';

const storeOf = (db: Executor): AuthStore => ({
  users: createUserRepository(db),
  sessions: createSessionRepository(db),
  loginLog: createLoginLogRepository(db),
  accountSessions: createAccountSessionRepository(db),
  audit: (entry) => recordAudit(db, entry),
});

export function createAuth(
  db: Db,
  {
    bus,
    jwtSecret,
    jwtTtlSeconds,
    clientId,
    limits,
  }: {
    bus: ChangeBus;
    jwtSecret: string;
    jwtTtlSeconds: number;
    clientId: string;
    limits: AttemptLimits;
  },
): AuthService {
  return createAuthService({
    store: storeOf(db),
    transaction: (work) => db.transaction((tx) => work(storeOf(tx))),
    attempts: createAttemptCounter(createAttemptRepository(db)),
    limits,
    bus,
    signer: new TokenSigner(jwtSecret, jwtTtlSeconds),
    clientId,
  });
}

/** How many sessions are signed in now (the metrics' active sessions). */
export function countActiveSessions(db: Executor): Promise<number> {
  return createSessionRepository(db).countActive(new Date());
}

/** Sign-in and sign-out, the role a session acts as, and password changes. */
export async function authModule(
  app: FastifyInstance,
  { auth, db, bus }: { auth: AuthService; db: Db; bus: ChangeBus },
) {
  await app.register(authRoutes, { auth });
  const ownSessions = createOwnSessions({
    sessions: createAccountSessionRepository(db),
    loginLog: createLoginLogRepository(db),
    bus,
  });
  await app.register(accountRoutes, { auth, ownSessions });
}
