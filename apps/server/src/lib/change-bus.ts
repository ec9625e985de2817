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

  private receive(payload: string): void {
    const message = JSON.parse(payload) as { origin: string; topic: string; key: string };
    if (message.origin !== this.origin) this.dispatch(message.topic, message.key);
  }

  private dispatch(topic: string, key: string): void {
    for (const handler of this.handlers.get(topic) ?? []) handler(key);
  }
}
