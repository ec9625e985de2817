import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';

const CHANNEL = 'coal_cache';
/** The answer of a process that acted on a change published with `publishHeard`. */
const HEARD = '_heard';

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
  /** Publications of this process waiting for the other processes to say they heard them. */
  private readonly awaiting = new Map<string, { heard: Set<string>; needed: number; done: () => void }>();

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
   * Publishes, and returns once every other server process sharing the database has acted on it (each
   * answers once its caches dropped what changed): a change of security state (a disabled account) then
   * holds on the next request anywhere. Gives up waiting after `timeoutMs`, or at once while the channel
   * is down.
   */
  async publishHeard(topic: string, key = '', timeoutMs = 2000): Promise<void> {
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    // Every process has one listening connection: this one's is not among those to wait for.
    const needed = this.live ? (await this.database.listeners()) - 1 : 0;
    const heard = new Promise<void>((resolve) => {
      this.awaiting.set(id, { heard: new Set(), needed, done: resolve });
      timer = setTimeout(resolve, timeoutMs);
    });
    try {
      this.dispatch(topic, key);
      await this.database.notify(CHANNEL, JSON.stringify({ origin: this.origin, topic, key, id }));
      if (needed > 0) await heard;
    } finally {
      clearTimeout(timer);
      this.awaiting.delete(id);
    }
  }

  private receive(payload: string): void {
    const message = JSON.parse(payload) as { origin: string; topic: string; key: string; id?: string };
    if (message.origin === this.origin) return;
    if (message.topic === HEARD) {
      const waiting = this.awaiting.get(message.key);
      waiting?.heard.add(message.origin);
      if (waiting && waiting.heard.size >= waiting.needed) waiting.done();
      return;
    }
    this.dispatch(message.topic, message.key);
    if (message.id)
      void this.database
        .notify(CHANNEL, JSON.stringify({ origin: this.origin, topic: HEARD, key: message.id }))
        .catch(() => undefined);
  }

  private dispatch(topic: string, key: string): void {
    for (const handler of this.handlers.get(topic) ?? []) handler(key);
  }
}
