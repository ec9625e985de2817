import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import type { BackupManifest } from './format';

/** Unix socket paths are limited to about 107 bytes; a deeper DATA_DIR has no online backup. */
const MAX_SOCKET_PATH = 100;

/** Where a running server takes backup requests from `npm run db:backup`: inside DATA_DIR (0700). */
export const backupSocketOf = (dataDir: string) => join(dataDir, 'backup.sock');

interface Reply {
  ok: boolean;
  manifest?: BackupManifest;
  error?: string;
}

/**
 * Lets `npm run db:backup` ask the server that holds DATA_DIR for a backup: the embedded database belongs
 * to that one process, so the copy is taken there. Only the account that owns DATA_DIR reaches the socket.
 */
export async function serveBackupRequests(
  dataDir: string,
  backup: (file: string) => Promise<BackupManifest>,
  log: { warn(object: unknown, message: string): void },
): Promise<Server | undefined> {
  const path = backupSocketOf(dataDir);
  if (path.length > MAX_SOCKET_PATH) {
    log.warn({ path }, 'DATA_DIR 路径过长，无法提供在线备份；备份前请先停止服务');
    return undefined;
  }
  // We hold DATA_DIR's lock: a socket file left there is a crashed process's.
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) return;
      const reply = (body: Reply) => socket.end(`${JSON.stringify(body)}\n`);
      let file: unknown;
      try {
        file = (JSON.parse(request) as { file?: unknown }).file;
      } catch {
        file = undefined;
      }
      if (typeof file !== 'string' || !file) return reply({ ok: false, error: 'no file named' });
      backup(resolve(file)).then(
        (manifest) => reply({ ok: true, manifest }),
        (error: unknown) =>
          reply({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => done());
  });
  chmodSync(path, 0o600);
  server.on('close', () => rmSync(path, { force: true }));
  return server;
}

export class NoServerError extends Error {}

/** Asks the server running on DATA_DIR for a backup into `file`; NoServerError when none answers. */
export function requestBackup(dataDir: string, file: string): Promise<BackupManifest> {
  return new Promise((done, fail) => {
    const socket = createConnection(backupSocketOf(dataDir));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ file: resolve(file) })}\n`));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        new NoServerError(`no server answers on ${backupSocketOf(dataDir)} (${error.code ?? error.message})`),
      ),
    );
    socket.on('end', () => {
      try {
        const reply = JSON.parse(answer) as Reply;
        if (reply.ok && reply.manifest) done(reply.manifest);
        else fail(new Error(reply.error ?? 'backup failed'));
      } catch {
        fail(new Error('the server gave no answer'));
      }
    });
  });
}
