import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';

const CHANNEL = 'coal_cache';

/** `key` names what changed (a session id, a user id); the empty key means everything of the topic. */
type Handler = (key: string) => void;

/**
 * Invalidates in-process caches after a write: at once in this process, and through LISTEN/NOTIFY in the
 * other server processes sharing a PostgreSQL database. When the LISTEN connection comes back after a loss,
 * every topic is published with the empty key, because the notifications of the gap are gone.
 */
export class ChangeBus {
  private readonly origin = randomUUID();
  private readonly handlers = new Map<string, Set<Handler>>();
  /** Publications of this process waiting to come back through the database. */
  private readonly echoes = new Map<string, () => void>();

  private constructor(private readonly database: Database) {}

  static async connect(database: Database): Promise<ChangeBus> {
    const bus = new ChangeBus(database);
    await database.listen(CHANNEL, (payload) => bus.receive(payload));
    database.onReconnect(() => {
      for (const topic of bus.handlers.keys()) bus.dispatch(topic, '');
    });
    return bus;
  }

  /** False while changes made by other processes may go unheard; caches of security state then stand aside. */
  get live(): boolean {
    return this.database.listening;
  }

  on(topic: string, handler: Handler): void {
    const set = this.handlers.get(topic) ?? new Set();
    set.add(handler);
    this.handlers.set(topic, set);
  }

  async publish(topic: string, key = ''): Promise<void> {
    this.dispatch(topic, key);
    await this.database.notify(CHANNEL, JSON.stringify({ origin: this.origin, topic, key }));
  }

  /**
   * Publishes, and returns once the change came back through the database: PostgreSQL has then sent it
   * to every listening process, so a change of security state (a disabled account) holds on the next
   * request anywhere. Gives up waiting after `timeoutMs`, or at once while the channel is down.
   */
  async publishHeard(topic: string, key = '', timeoutMs = 2000): Promise<void> {
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.echoes.set(id, resolve);
      timer = setTimeout(resolve, timeoutMs);
    });
    try {
      this.dispatch(topic, key);
      await this.database.notify(CHANNEL, JSON.stringify({ origin: this.origin, topic, key, id }));
      if (this.live) await heard;
    } finally {
      clearTimeout(timer);
      this.echoes.delete(id);
    }
  }

  private receive(payload: string): void {
    const message = JSON.parse(payload) as { origin: string; topic: string; key: string; id?: string };
    if (message.origin !== this.origin) this.dispatch(message.topic, message.key);
    else if (message.id) this.echoes.get(message.id)?.();
  }

  private dispatch(topic: string, key: string): void {
    for (const handler of this.handlers.get(topic) ?? []) handler(key);
  }
}
