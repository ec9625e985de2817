import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { t } from '../lib/i18n';

/** Serves the built web app; every non-API path falls back to index.html for history-mode routing. */
export const webApp = fp(async (app: FastifyInstance, { root }: { root: string }) => {
  const hasApp = existsSync(join(root, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      setHeaders: (res, path) => {
        // Hashed bundles never change; the HTML that names them always must be fetched afresh.
        const immutable = path.includes(`${join(root, 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  if (hasApp) {
    // The static wildcard would answer the bare root as a directory listing request (400).
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send({
        code: 404,
        msg: t(request.locale, 'error.apiNotFound', { method: request.method, url: path }),
        data: null,
      });
    }
    if (hasApp && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: 404, msg: t(request.locale, 'error.notFound'), data: null });
  });
});
