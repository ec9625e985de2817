import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CacheCounter, cacheCounter } from './cache-stats';

export interface CachedJson {
  body: string;
  etag: string;
}

/** A strong validator of a serialized body: equal bodies, equal tags, in any process. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Serialized responses kept in memory, least recently used dropped first once the bodies pass `maxBytes`.
 * Entries are dropped whole (`clear`) when the data behind them changes.
 */
export class JsonCache {
  private readonly entries = new Map<string, CachedJson>();
  private bytes = 0;
  /** Grows at every clear: a body made from data read before a clear is not kept. */
  private generation = 0;
  private readonly inFlight = new Map<string, Promise<CachedJson>>();

  private readonly counter: CacheCounter | undefined;

  /** `name` counts the cache's hits and misses in the metrics (`map.list`, `search.facets` …). */
  constructor(
    private readonly maxBytes: number,
    name?: string,
  ) {
    this.counter = name ? cacheCounter(name) : undefined;
  }

  get(key: string): CachedJson | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Re-inserted: a Map iterates in insertion order, so the oldest is first.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, body: string): CachedJson {
    const entry = { body, etag: etagOf(body) };
    const old = this.entries.get(key);
    if (old) this.bytes -= old.body.length;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.bytes += body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes || this.entries.size === 1) break;
      this.entries.delete(oldest);
      this.bytes -= value.body.length;
    }
    return entry;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation++;
  }

  /**
   * The cached body of `key`, made by `produce` on a miss and kept unless the data changed meanwhile.
   * Concurrent misses of one key share one `produce`: a burst of readers costs the database one read.
   */
  through(key: string, produce: () => Promise<string>): Promise<CachedJson> {
    const hit = this.get(key);
    if (hit) {
      if (this.counter) this.counter.hits++;
      return Promise.resolve(hit);
    }
    if (this.counter) this.counter.misses++;
    const generation = this.generation;
    const flightKey = `${generation}|${key}`;
    let flight = this.inFlight.get(flightKey);
    if (!flight) {
      flight = produce()
        .then((body) => (generation === this.generation ? this.set(key, body) : { body, etag: etagOf(body) }))
        .finally(() => this.inFlight.delete(flightKey));
      this.inFlight.set(flightKey, flight);
    }
    return flight;
  }
}

/** Sends a serialized JSON body with its ETag, or 304 when the client already holds that version. */
export function sendJson(request: FastifyRequest, reply: FastifyReply, { body, etag }: CachedJson) {
  reply.header('etag', etag).header('cache-control', 'no-cache');
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return reply.status(304).send();
  // A string body is sent as is: the route's response schema already shaped the cached value.
  return reply.type('application/json; charset=utf-8').send(body);
}
