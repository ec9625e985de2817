import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortFree, PortInUseError } from './port-check';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('assertPortFree', () => {
  it('names the process holding a busy port, in Chinese and English', async () => {
    server = createServer();
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const refusal = assertPortFree(port, '127.0.0.1');
    await expect(refusal).rejects.toBeInstanceOf(PortInUseError);
    await expect(refusal).rejects.toThrow(
      new RegExp(`端口 ${port} 已被进程 ${process.pid} \\(.*node.*\\)占用`),
    );
    await expect(refusal).rejects.toThrow(`Port ${port} is in use by process ${process.pid}`);
  });

  it('lets a free port pass and leaves it free', async () => {
    server = createServer();
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    await expect(assertPortFree(port, '127.0.0.1')).resolves.toBeUndefined();
    await expect(assertPortFree(port, '127.0.0.1')).resolves.toBeUndefined();
  });
});
