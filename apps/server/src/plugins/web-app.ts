import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { MapServer } from '../config';
import { t } from '../lib/i18n';

/** The meta tag the web app reads its client id from, so CLIENT_ID set at run time needs no rebuild. */
export const CLIENT_ID_META = 'coal-client-id';
/** The home page's path in the web app (its route `index`). */
const HOME_PATH = '/index';
/** The meta tags that tell the web app about MAP_SERVER_URL and its datum, when it is set. */
export const MAP_SERVER_META = 'coal-map-server';
export const MAP_SERVER_COORDS_META = 'coal-map-server-coords';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html as served: the run-time settings the browser needs go in as meta tags. */
export function renderIndex(html: string, clientId: string, mapServer?: MapServer): string {
  const tag = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeAttribute(content)}" />`;
  const metas = [
    tag(CLIENT_ID_META, clientId),
    ...(mapServer
      ? [tag(MAP_SERVER_META, mapServer.url), tag(MAP_SERVER_COORDS_META, mapServer.coords)]
      : []),
  ];
  return html.replace(/<head>/i, `<head>\n    ${metas.join('\n    ')}`);
}

/**
 * Serves the built web app; every non-API path falls back to index.html for history-mode routing. Hashed
 * bundles are immutable and served from their .br/.gz twins made at build time.
 */
export const webApp = fp(
  async (
    app: FastifyInstance,
    { root, clientId, mapServer }: { root: string; clientId: string; mapServer?: MapServer },
  ) => {
    const indexFile = join(root, 'index.html');
    const index = existsSync(indexFile)
      ? renderIndex(readFileSync(indexFile, 'utf8'), clientId, mapServer)
      : undefined;
    const assets = `${join(root, 'assets')}${sep}`;
    if (index) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: false,
        preCompressed: true,
        setHeaders: (res, path) => {
          // Hashed bundles never change; anything else (favicon) is revalidated.
          res.header(
            'cache-control',
            path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    const sendIndex = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(index);
    if (index) {
      // SPEC.md §2: / redirects to the home page. Answered here, before the app loads: a redirect in the
      // browser changes the address under the loading page, which asks for the favicon a second time and
      // cancels the first request.
      app.get('/', (request, reply) => {
        const query = request.url.indexOf('?');
        return reply.redirect(query >= 0 ? `${HOME_PATH}${request.url.slice(query)}` : HOME_PATH, 302);
      });
      app.get('/index.html', (_request, reply) => sendIndex(reply));
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
      if (index && (request.method === 'GET' || request.method === 'HEAD')) return sendIndex(reply);
      return reply.status(404).send({ code: 404, msg: t(request.locale, 'error.notFound'), data: null });
    });
  },
);
