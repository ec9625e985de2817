import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createUserRepository } from './user.repository';
import { userRoutes } from './user.routes';

export { createUserRepository, type UserRepository, type UserRow } from './user.repository';
export { adminUsesPassword, seedAccounts } from './seed-accounts';

/** The signed-in user's info (the role switch and password change are the auth module's). */
export async function userModule(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(userRoutes, { users: createUserRepository(db) });
}
