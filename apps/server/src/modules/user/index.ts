import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthService } from '../auth';
import { createUserRepository } from './user.repository';
import { userRoutes } from './user.routes';

export { createUserRepository, type UserRepository, type UserRow } from './user.repository';
export { adminUsesPassword, seedAccounts } from './seed-accounts';

/** The signed-in user: info, role switch, password change. */
export async function userModule(app: FastifyInstance, { db, auth }: { db: Db; auth: AuthService }) {
  await app.register(userRoutes, { users: createUserRepository(db), auth });
}
