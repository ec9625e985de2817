import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { ChangeBus } from './lib/change-bus';
import { localeFrom } from './lib/i18n';
import { appInfoRoutes } from './modules/app-info/app-info.routes';
import { createDemoAccounts } from './modules/app-info/demo-accounts';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottleLimits } from './modules/auth/login-throttle';
import { TokenSigner } from './modules/auth/tokens';
import { createDictService } from './modules/dict/dict.service';
import { dictRoutes } from './modules/dict/dict.routes';
import { healthRoutes } from './modules/health/health.routes';
import { messageRoutes } from './modules/message/message.routes';
import { loadDemoIfEmpty } from './modules/mine/demo/load-demo';
import { mineRoutes } from './modules/mine/mine.routes';
import { createPortalService } from './modules/portal/portal.service';
import { portalRoutes } from './modules/portal/portal.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import { createNameSearch } from './modules/search/name-search.service';
import { searchRoutes } from './modules/search/search.routes';
import { seedAccounts } from './modules/user/seed-accounts';
import { userRoutes } from './modules/user/user.routes';
import { authenticate } from './plugins/authenticate';
import { errorHandler } from './plugins/error-handler';
import { webApp } from './plugins/web-app';

export interface BuildOptions {
  config: Config;
  /** Overrides the pino options derived from the config (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
  throttle?: ThrottleLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** The one application factory, used by `npm start` and by every test. */
export async function build({ config, logger, throttle }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());

  try {
    await seedAccounts(database.db, config);
    const bus = await ChangeBus.connect(database);
    const auth = createAuthService({
      db: database.db,
      bus,
      signer: new TokenSigner(config.jwtSecret, config.jwtTtlSeconds),
      throttle: new LoginThrottle(throttle ?? DEFAULT_THROTTLE),
      clientId: config.clientId,
    });
    const dict = await createDictService(database.db, bus);
    if (config.demoData) await loadDemoIfEmpty(database, app.log);
    const names = await createNameSearch(database.db, bus);
    const portal = createPortalService(database.db, bus, dict);
    const profile = createProfileService(database.db);

    app.decorateRequest('locale', 'zh-CN');
    app.decorateRequest('auth', null as never);
    app.addHook('onRequest', async (request, reply) => {
      request.locale = localeFrom(request.headers['accept-language']);
      reply.header('x-request-id', request.id);
    });

    await app.register(errorHandler);
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Ant Design injects its CSS-in-JS as <style> elements.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Intranet deployments often run over plain HTTP.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
    await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1 } });
    await app.register(swagger, {
      openapi: {
        info: { title: '贵州煤矿大数据信息平台 API', version: '0.1.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });

    await app.register(
      async (api) => {
        await api.register(authenticate, { auth });
        await api.register(healthRoutes, { database });
        await api.register(appInfoRoutes, {
          config,
          demoAccounts: createDemoAccounts({ db: database.db, bus }),
        });
        await api.register(authRoutes, { auth });
        await api.register(userRoutes, { db: database.db, auth });
        await api.register(dictRoutes, { dict });
        await api.register(messageRoutes, { db: database.db });
        await api.register(mineRoutes, { database, dict, bus });
        await api.register(searchRoutes, { db: database.db, names });
        await api.register(portalRoutes, { portal });
        await api.register(profileRoutes, { profile });
      },
      { prefix: '/api' },
    );
    await app.register(webApp, { root: config.webDist });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
