import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { ChangeBus } from './lib/change-bus';
import { vacuumAfterBulkWrites, vacuumEveryTable } from './db/embedded-vacuum';
import { loadDemoIfEmpty, loadDemoNewsIfEmpty } from './demo';
import { localeFrom } from './lib/i18n';
import { boundJsonDepth } from './lib/json-body';
import { refusingNul } from './lib/nul-check';
import { alertsModule, createAlerts } from './modules/alerts';
import { appInfoRoutes, createDemoAccounts } from './modules/app-info';
import { analysisModule } from './modules/analysis';
import { type AttemptLimits, authModule, createAuth, DEFAULT_LIMITS } from './modules/auth';
import { activityHook, createDesk, deskModule } from './modules/desk';
import { createDict, dictModule } from './modules/dict';
import { healthRoutes } from './modules/health';
import { importModule } from './modules/import';
import { messageModule } from './modules/message';
import { createNews, newsModule } from './modules/news';
import { createMineRepository, createMineSnapshots, mineModule } from './modules/mine';
import { portalModule } from './modules/portal';
import { profileModule } from './modules/profile';
import { createNameSearch, searchModule } from './modules/search';
import { createSentimentService, createTerms, sentimentModule } from './modules/sentiment';
import { seedAccounts, userModule } from './modules/user';
import { mapModule } from './modules/map';
import { createRisk, minesInBands, riskModule } from './modules/risk';
import { createScheduler, type Scheduler, schedulerModule } from './modules/scheduler';
import { authenticate } from './plugins/authenticate';
import { compression } from './plugins/compression';
import { errorHandler } from './plugins/error-handler';
import { rateLimits } from './plugins/rate-limits';
import { requestLog } from './plugins/request-log';
import { securityHeaders } from './plugins/security-headers';
import { webApp } from './plugins/web-app';

export interface BuildOptions {
  config: Config;
  /** Overrides the pino options derived from the config (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
  /** Sign-in attempt limits (tests tighten them). */
  limits?: Partial<AttemptLimits>;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    scheduler: Scheduler;
  }
}

/** The one application factory, used by `npm start` and by every test. */
export async function build({ config, logger, limits }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // One line per request, from the request-log plugin, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    // A plugin that loads after 100,000 mines were read may wait its turn for long on a busy machine:
    // the default 10 s made such a start fail (seen at load 20 with the 100,000-mine PGlite bench).
    pluginTimeout: 120_000,
  });
  boundJsonDepth(app);
  app.setValidatorCompiler(refusingNul(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: { warn: (message) => app.log.warn(message) },
  });
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());

  try {
    const db = database.db;
    await seedAccounts(db, config);
    const bus = await ChangeBus.connect(database);
    const scheduler = createScheduler({ database, log: app.log });
    app.decorate('scheduler', scheduler);
    app.addHook('onClose', async () => scheduler.stop());
    // Bulk writes, not a clock, start the embedded vacuum; its runs are recorded with the timed jobs.
    if (database.kind === 'pglite')
      await scheduler.register({ name: 'database.vacuum', pattern: null, run: () => vacuumEveryTable(db) });
    const vacuum = vacuumAfterBulkWrites(database, bus, app.log, {
      run: () => scheduler.runNow('database.vacuum'),
    });
    app.addHook('onClose', async () => vacuum?.stop());
    const auth = createAuth(db, {
      bus,
      jwtSecret: config.jwtSecret,
      jwtTtlSeconds: config.jwtTtlSeconds,
      clientId: config.clientId,
      limits: { ...DEFAULT_LIMITS, ...limits },
    });
    // The band filter of exports and area figures reads the risk model's stored bands.
    const mines = createMineRepository(db, { minesInBands });
    const dict = await createDict(db, {
      bus,
      usage: (type, value) => mines.countUsingDictValue(type, value),
    });
    if (config.demoData) await loadDemoIfEmpty(database, app.log);
    const snapshots = await createMineSnapshots({ mines, bus });
    const names = await createNameSearch({ snapshots });
    const desk = createDesk(db, mines, bus);
    const sentiment = createSentimentService();
    const terms = await createTerms(db, { sentiment, bus });
    // After an import or a feed run: a failed alert scan is logged, the import or run stands. (Neither
    // runs before the app is ready, so `alerts`, made below from the news it reads, exists by then.)
    const scanAlerts = async () => {
      try {
        await alerts.scan();
      } catch (error) {
        app.log.warn({ err: error }, 'alert scan failed');
      }
    };
    const news = await createNews({
      db,
      snapshots,
      sentiment,
      bus,
      afterIngest: scanAlerts,
      feedAllowHosts: config.feedAllowHosts,
      log: app.log,
    });
    // Followers hear of their mines' negative news and new records from the modules that own them.
    const alerts = createAlerts(db, { follows: desk, news, mines });
    if (config.demoData) await loadDemoNewsIfEmpty(news, { records: mines });
    // The daily scan catches licences entering their window; imports and feed runs scan at once besides.
    await scheduler.register({
      name: 'alerts.scan',
      pattern: config.alertSchedule,
      run: () => alerts.scan(),
    });
    await scheduler.register({
      name: 'news.feeds',
      pattern: config.newsFeedSchedule,
      run: () => news.feeds.runAll(),
    });
    // Negative articles of the last 90 days are one of the risk model's indicators.
    const risk = await createRisk(database, {
      snapshots,
      bus,
      negativeNewsCount: (mineIds) => news.negativeArticleCounts(mineIds, 90),
    });

    app.decorateRequest('locale', 'zh-CN');
    app.decorateRequest('auth', null as never);
    app.addHook('onRequest', async (request, reply) => {
      request.locale = localeFrom(request.headers['accept-language']);
      reply.header('x-request-id', request.id);
    });

    await app.register(requestLog);
    await app.register(errorHandler);
    await app.register(rateLimits, { perMinute: config.rateLimitPerMinute });
    await app.register(compression);
    await app.register(securityHeaders, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Ant Design injects its CSS-in-JS as <style> elements.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The map's base layer, when MAP_SERVER_URL is set, is drawn from its images.
          imgSrc: ["'self'", 'data:', 'blob:', ...(config.mapServer ? [config.mapServer.origin] : [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(config.mapServer ? [config.mapServer.origin] : [])],
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
      transform: (document) => {
        const transformed = jsonSchemaTransform(document);
        // Operations open without a session say so, instead of inheriting the bearer requirement.
        if (document.route.config?.public && transformed.schema)
          transformed.schema = { ...transformed.schema, security: [] };
        return transformed;
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });

    await app.register(
      async (api) => {
        await api.register(authenticate, { auth });
        await api.register(activityHook, { desk });
        await api.register(healthRoutes, { database });
        await api.register(appInfoRoutes, { config, demoAccounts: createDemoAccounts(db, bus) });
        await api.register(authModule, { auth, db, bus });
        await api.register(userModule, { db });
        await api.register(dictModule, { dict });
        await api.register(messageModule, { db });
        await api.register(mineModule, { mines, dict });
        await api.register(importModule, {
          db,
          dict,
          bus,
          // New penalties, accidents and dishonest-debtor records reach their followers at once.
          afterCommit: scanAlerts,
        });
        await api.register(searchModule, { snapshots, names, risk });
        await api.register(portalModule, { mines, dict, bus });
        await api.register(profileModule, { mines, desk, bus, risk });
        await api.register(deskModule, { desk });
        await api.register(analysisModule, { mines, dict, bus });
        await api.register(mapModule, { snapshots, mines, risk });
        await api.register(riskModule, { risk });
        await api.register(sentimentModule, { sentiment, terms });
        await api.register(newsModule, { news });
        await api.register(alertsModule, { alerts });
        await api.register(schedulerModule, { scheduler });
      },
      { prefix: '/api' },
    );
    await app.register(webApp, {
      root: config.webDist,
      clientId: config.clientId,
      mapServer: config.mapServer,
    });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
