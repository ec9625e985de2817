import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

export class PortInUseError extends Error {}

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** The socket inodes listening on a TCP port, from the kernel's tables (Linux). */
function listeningInodes(port: number): Set<string> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of read(table).split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; the inode is field 9.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A' && fields[9]) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** Which process holds a listening port, as "pid (command)", when this account may see it. */
export function portHolder(port: number): string | undefined {
  const inodes = listeningInodes(port);
  if (!inodes.size) return undefined;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        const command = read(`/proc/${pid}/cmdline`).split('\0').filter(Boolean).join(' ');
        return `${pid} (${command || '?'})`;
      }
    }
  }
  return undefined;
}

/** Fails fast, before the database starts, when the port is taken, naming the process that holds it. */
export async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const server = createServer();
  const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
    server.once('error', resolve);
    server.listen(port, host, () => resolve(undefined));
  });
  if (!error) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return;
  }
  if (error.code !== 'EADDRINUSE') throw error;
  const holder = portHolder(port);
  const who = holder ? `进程 ${holder}` : '另一个进程';
  throw new PortInUseError(
    `端口 ${port} 已被${who}占用：请停止该进程，或用 PORT 设置其他端口。\n` +
      `Port ${port} is in use by ${holder ? `process ${holder}` : 'another process'}: stop it or set PORT to another port.`,
  );
}
