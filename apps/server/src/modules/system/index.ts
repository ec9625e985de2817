import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { ChangeBus } from '../../lib/change-bus';
import type { AttemptLimits } from '../auth';
import { createLogs } from './logs.service';
import { monitorRoutes } from './monitor.routes';
import { createSessionsAdmin } from './sessions-admin.service';
import { systemStoreOf, systemTransaction } from './system-store';
import { createUsersAdmin } from './users-admin.service';
import { usersRoutes } from './users.routes';

/** 系统管理: users, online sessions, the login log and the audit log. Admins only. */
export async function systemModule(
  app: FastifyInstance,
  { db, bus, limits }: { db: Db; bus: ChangeBus; limits: AttemptLimits },
) {
  const store = systemStoreOf(db);
  const transaction = systemTransaction(db);
  const sessions = createSessionsAdmin({ store, transaction, bus });
  await app.register(usersRoutes, { users: createUsersAdmin({ store, transaction, bus, limits }), sessions });
  await app.register(monitorRoutes, { sessions, logs: createLogs(store) });
}
export { ALL_ROWS, writeSheet } from './sheet';
