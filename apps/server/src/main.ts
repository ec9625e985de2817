import { build } from './app';
import { ConfigError, DEFAULT_ADMIN_PASSWORD, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { assertPortFree, PortInUseError } from './lib/port-check';
import { startLine } from './lib/start-line';
import { adminUsesPassword } from './modules/user';

async function main(): Promise<void> {
  const config = loadConfig();
  // Opening the embedded database takes seconds: a busy port is reported before, not after.
  await assertPortFree(config.port, config.host);
  const app = await build({ config });
  if (await adminUsesPassword(app.database.db, DEFAULT_ADMIN_PASSWORD)) {
    app.log.warn('管理员账号仍在使用默认演示密码：请登录后修改密码，或在首次启动前设置 ADMIN_PASSWORD。');
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Closing the app closes the embedded database cleanly and releases its data-dir lock.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // For the person at the terminal, beside the JSON log (which stays one JSON object per line).
  process.stdout.write(
    `${startLine({
      host: config.host,
      port,
      dataDir: config.dataDir,
      database: app.database.kind,
      databaseUrl: config.databaseUrl,
      demo: app.demo,
    })}\n`,
  );
  app.log.info(
    { database: app.database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
    `贵州煤矿大数据信息平台 listening on http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof PortInUseError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
