import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../types';

/** Who makes a change and from where: what the audit log records of every admin edit. */
export interface Actor {
  auth: AuthContext;
  ip: string;
  requestId: string;
  /** The client (browser) as it names itself, kept with the audit row. */
  userAgent?: string;
}

/** The signed-in user behind a request, as services and the audit log take it. */
export const actorOf = (request: FastifyRequest): Actor => ({
  auth: request.auth,
  ip: request.ip,
  requestId: request.id,
  userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
});
