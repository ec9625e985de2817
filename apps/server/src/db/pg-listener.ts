import pg from 'pg';

type Handler = (payload: string) => void;

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 1000;

/**
 * The one LISTEN connection of a server process. It lives outside the query pool (a pooled client is
 * released and reused, which a lost LISTEN connection must never be) and reconnects forever with backoff.
 * Notifications sent while it was down are lost, so every reconnect is announced: caches must treat
 * themselves as stale.
 */
/** The listening connection's application name: counting them counts the server processes. */
export const LISTENER_NAME = 'coal-listener';

export class PgListener {
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly reconnectHandlers = new Set<() => void>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = FIRST_RETRY_MS;
  private closed = false;
  private everConnected = false;

  constructor(private readonly connectionString: string) {}

  /** True while notifications are being received; caches that cannot afford a missed one check it. */
  get live(): boolean {
    return this.client !== undefined;
  }

  async listen(channel: string, handler: Handler): Promise<void> {
    const known = this.handlers.has(channel);
    this.handlers.set(channel, (this.handlers.get(channel) ?? new Set()).add(handler));
    if (!this.client) await this.connect();
    else if (!known) await this.client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }

  onReconnect(handler: () => void): void {
    this.reconnectHandlers.add(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<void> {
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: LISTENER_NAME,
    });
    // Errors and ends of this connection, whenever they come, lead to one reconnect and nothing else.
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = undefined;
      void client.end().catch(() => undefined);
      this.scheduleRetry();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (n) => {
      for (const handler of this.handlers.get(n.channel) ?? []) handler(n.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of this.handlers.keys())
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      onLost();
      // The first connection is part of start-up and must succeed; later ones keep retrying.
      if (!this.everConnected) throw error;
      return;
    }
    if (lost || this.closed) {
      if (this.closed) await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    if (this.everConnected) for (const handler of this.reconnectHandlers) handler();
    this.everConnected = true;
  }

  private scheduleRetry(): void {
    if (this.closed || !this.everConnected || this.retryTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (!this.closed && !this.client) void this.connect();
    }, delay);
    this.retryTimer.unref();
  }
}
