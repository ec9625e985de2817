import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { backupIntoDir, serveBackupRequests } from './db/backup';
import { type Database, openDatabase } from './db/client';
import { ChangeBus } from './lib/change-bus';
import { vacuumAfterBulkWrites, vacuumEveryTable } from './db/embedded-vacuum';
import { loadDemoIfEmpty, loadDemoNewsIfEmpty } from './demo';
import { localeFrom } from './lib/i18n';
import type { DemoState } from './lib/start-line';
import { boundJsonDepth } from './lib/json-body';
import { refusingNul } from './lib/nul-check';
import { alertsModule, createAlerts } from './modules/alerts';
import { appInfoRoutes, createDemoAccounts } from './modules/app-info';
import { analysisModule } from './modules/analysis';
import {
  type AttemptLimits,
  authModule,
  countActiveSessions,
  createAuth,
  DEFAULT_LIMITS,
} from './modules/auth';
import { activityHook, createDesk, deskModule } from './modules/desk';
import { createDict, dictModule } from './modules/dict';
import { companyModule, createCompanies, syncGroupRows } from './modules/company';
import { feedbackModule } from './modules/feedback';
import { healthRoutes } from './modules/health';
import { importModule, newestImportAt } from './modules/import';
import { messageModule } from './modules/message';
import { createNews, newestArticleAt, newsModule } from './modules/news';
import {
  createMineHistoryRepository,
  createMineRepository,
  createMineSnapshots,
  mineModule,
} from './modules/mine';
import { mineEditModule } from './modules/mine-edit';
import { portalModule } from './modules/portal';
import { createMineHistoryService, createProfileService, profileModule } from './modules/profile';
import { createNameSearch, searchModule } from './modules/search';
import { createSentimentService, createTerms, sentimentModule } from './modules/sentiment';
import { seedAccounts, userModule } from './modules/user';
import { mapModule } from './modules/map';
import {
  createMetricsRegistry,
  metricsEndpoint,
  type Monitor,
  monitorModule,
  startMonitor,
} from './modules/metrics';
import { createRisk, minesInBands, riskModule } from './modules/risk';
import { createScheduler, type Scheduler, schedulerModule } from './modules/scheduler';
import { systemModule } from './modules/system';
import { savedViewsModule } from './modules/saved-views';
import { visualizationModule } from './modules/visualization';
import { authenticate } from './plugins/authenticate';
import { compression } from './plugins/compression';
import { errorHandler } from './plugins/error-handler';
import { openApi } from './plugins/openapi';
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
    /** What this start found and did about the demo data, for the start line. */
    demo: DemoState;
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

  // Made first, so the database's queries and the scheduler's runs are measured from the start.
  const metrics = config.metrics ? createMetricsRegistry() : undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: { warn: (message) => app.log.warn(message) },
    onQuery: metrics && ((seconds) => metrics.observeQuery(seconds)),
  });
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());

  try {
    const db = database.db;
    await seedAccounts(db, config);
    const bus = await ChangeBus.connect(database);
    const scheduler = createScheduler({
      database,
      log: app.log,
      onRun: metrics && ((name, outcome, ms) => metrics.recordJobRun(name, outcome, ms)),
    });
    app.decorate('scheduler', scheduler);
    app.addHook('onClose', async () => scheduler.stop());
    // Bulk writes, not a clock, start the embedded vacuum; its runs are recorded with the timed jobs.
    if (database.kind === 'pglite')
      await scheduler.register({ name: 'database.vacuum', pattern: null, run: () => vacuumEveryTable(db) });
    const vacuum = vacuumAfterBulkWrites(database, bus, app.log, {
      run: () => scheduler.runNow('database.vacuum'),
    });
    app.addHook('onClose', async () => vacuum?.stop());
    const attemptLimits = { ...DEFAULT_LIMITS, ...limits };
    const auth = createAuth(db, {
      bus,
      jwtSecret: config.jwtSecret,
      jwtTtlSeconds: config.jwtTtlSeconds,
      clientId: config.clientId,
      limits: attemptLimits,
    });
    // The band filter of exports and area figures reads the risk model's stored bands.
    const mines = createMineRepository(db, { minesInBands });
    const dict = await createDict(db, {
      bus,
      usage: (type, value) => mines.countUsingDictValue(type, value),
      usageByType: (type) => mines.countDictValues(type),
    });
    const demoLoaded = config.demoData ? await loadDemoIfEmpty(database, app.log) : 0;
    // Group rows of a store loaded or written before groups were kept where the data is written.
    await syncGroupRows(db);
    app.decorate('demo', {
      loadedNow: demoLoaded,
      present: await mines.countSample(),
      enabled: config.demoData,
    });
    const snapshots = await createMineSnapshots({ mines, bus });
    const names = await createNameSearch({ snapshots });
    const desk = createDesk(db, mines, bus);
    const sentiment = createSentimentService();
    const terms = await createTerms(db, { sentiment, bus });
    // After an import or a feed run: a failed alert scan is logged, the import or run stands. (Neither
    // runs before the app is ready, so `alerts`, made below from the news it reads, exists by then.)
    const scanAlerts = async () => {
      try {
        await scanAlertsNow();
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
      track: scheduler.track,
    });
    // Followers hear of their mines' negative news and new records from the modules that own them.
    const alerts = createAlerts(db, { follows: desk, news, mines });
    // A scan after an import or a feed run, or an admin's, counts with the daily job's runs.
    const scanAlertsNow = () => scheduler.track('alerts.scan', () => alerts.scan());
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
    // Runs that have their own input, started by users or data changes: recorded with the timed jobs.
    for (const name of ['news.feed', 'mine.import', 'risk.recompute']) await scheduler.declare(name);
    // The embedded database's backups: on a schedule when BACKUP_SCHEDULE is set, and on request of
    // `npm run db:backup` through a socket in DATA_DIR while this process holds the database.
    if (database.backup) {
      const backup = database.backup;
      await scheduler.register({
        name: 'database.backup',
        pattern: config.backupSchedule,
        run: () => backupIntoDir(backup, config.backupDir, config.backupKeep),
      });
      // A backup asked for by `npm run db:backup` is a run of the same job.
      const socket = await serveBackupRequests(
        config.dataDir,
        (file) => scheduler.track('database.backup', () => backup(file)),
        app.log,
      );
      app.addHook(
        'onClose',
        () => new Promise<void>((done) => (socket ? socket.close(() => done()) : done())),
      );
    } else if (config.backupSchedule) {
      app.log.warn('BACKUP_SCHEDULE 只用于内嵌数据库；PostgreSQL 请用 pg_dump 定时备份（见 README）');
    }
    // Negative articles of the last 90 days are one of the risk model's indicators.
    const risk = await createRisk(database, {
      snapshots,
      bus,
      negativeNewsCount: (mineIds) => news.negativeArticleCounts(mineIds, 90),
      track: scheduler.track,
    });

    const companies = createCompanies(db, { snapshots, mines, risk });
    const profile = createProfileService({
      mines,
      desk,
      bus,
      risk,
      companyIds: (names) => companies.idsByName(names),
    });
    const mineHistory = createMineHistoryService({
      mines,
      history: createMineHistoryRepository(db),
      risk,
    });

    app.decorateRequest('locale', 'zh-CN');
    app.decorateRequest('auth', null as never);
    app.addHook('onRequest', async (request, reply) => {
      request.locale = localeFrom(request.headers['accept-language']);
      reply.header('x-request-id', request.id);
    });
    // Before every route, so each one is counted and timed.
    let monitor: Monitor | undefined;
    if (metrics)
      monitor = await startMonitor(app, {
        metrics,
        database,
        scheduler,
        facts: {
          activeSessions: () => countActiveSessions(db),
          newestImport: () => newestImportAt(db),
          newestArticle: () => newestArticleAt(db),
          dataDir: config.dataDir,
        },
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
    await app.register(openApi);

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
        await api.register(mineModule, { mines, dict, risk });
        await api.register(importModule, {
          db,
          dict,
          bus,
          // New penalties, accidents and dishonest-debtor records reach their followers at once.
          afterCommit: scanAlerts,
          track: scheduler.track,
        });
        await api.register(mineEditModule, { db, dict, bus, afterCommit: scanAlerts });
        await api.register(searchModule, { snapshots, names, risk });
        await api.register(portalModule, { mines, dict, bus });
        await api.register(profileModule, { profile, history: mineHistory });
        await api.register(companyModule, { companies });
        await api.register(deskModule, { desk, risk });
        await api.register(analysisModule, { mines, dict, bus });
        await api.register(mapModule, { snapshots, mines, risk });
        await api.register(riskModule, { risk });
        await api.register(sentimentModule, { sentiment, terms });
        await api.register(newsModule, { news });
        await api.register(alertsModule, { alerts: { ...alerts, scan: scanAlertsNow } });
        await api.register(visualizationModule, { db, mines, dict, minesInBands, bus });
        await api.register(savedViewsModule, { db });
        await api.register(schedulerModule, { scheduler });
        await api.register(feedbackModule, { db, profile, risk });
        await api.register(systemModule, { db, bus, limits: attemptLimits });
        if (monitor) await api.register(monitorModule, { monitor });
      },
      { prefix: '/api' },
    );
    if (metrics) await app.register(metricsEndpoint, { metrics, auth, token: config.metricsToken });
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
