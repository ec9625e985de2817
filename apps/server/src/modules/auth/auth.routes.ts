import { CLIENT_ID_HEADER, loginBody, loginResponse, okEnvelope } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okEmpty } from '../../lib/envelope';
import { t } from '../../lib/i18n';
import { ROUTE_LIMITS } from '../../lib/route-limits';
import type { AuthService } from './auth.service';

export async function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/auth/login',
    {
      config: { public: true, rateLimit: ROUTE_LIMITS.login, errors: [401, 403] },
      schema: { tags: ['auth'], summary: '登录', body: loginBody, response: { 200: loginResponse } },
    },
    async (request) => {
      const header = request.headers[CLIENT_ID_HEADER];
      const data = await auth.login({
        username: request.body.username,
        password: request.body.password,
        clientId: request.body.clientId ?? (Array.isArray(header) ? header[0] : header),
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return ok(request, data);
    },
  );

  r.delete(
    '/auth/logout',
    {
      config: { beforePasswordChange: true },
      schema: { tags: ['auth'], summary: '登出', response: { 200: okEnvelope } },
    },
    async (request) => {
      await auth.logout(request.auth, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
      return okEmpty(request, t(request.locale, 'auth.logoutOk'));
    },
  );
}
