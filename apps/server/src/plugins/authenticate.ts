import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CLIENT_ID_HEADER } from '@coal/contracts';
import { ForbiddenError } from '../lib/errors';
import type { AuthService } from '../modules/auth';

/**
 * Every route needs a session unless it says `config.public`; `config.roles` further limits the acting role.
 * A session whose password an admin set reaches only routes that say `config.beforePasswordChange`.
 */
export const authenticate = fp(async (app: FastifyInstance, { auth }: { auth: AuthService }) => {
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    // Unmatched URLs reach the not-found handler, which answers 404 without needing a session.
    if (config.public || request.routeOptions.url === undefined) return;
    const header = request.headers[CLIENT_ID_HEADER];
    request.auth = await auth.authenticate(
      request.headers.authorization,
      Array.isArray(header) ? header[0] : header,
    );
    if (request.auth.mustChangePassword && !config.beforePasswordChange)
      throw new ForbiddenError('auth.passwordChangeRequired');
    if (config.roles && !config.roles.includes(request.auth.role)) throw new ForbiddenError();
  });
});
