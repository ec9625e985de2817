import { describe, expect, it } from 'vitest';
import { JsonCache } from './json-cache';

const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

describe('JsonCache', () => {
  it('makes a body once for concurrent misses of one key, and keeps it', async () => {
    const cache = new JsonCache(1 << 20);
    let made = 0;
    const produce = () => {
      made++;
      return later('{"a":1}');
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.through('k', produce)));
    expect(made).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    await cache.through('k', produce);
    expect(made).toBe(1);
  });

  it('does not keep a body made from data read before a clear, nor share it with later readers', async () => {
    const cache = new JsonCache(1 << 20);
    let version = 1;
    const produce = () => later(`{"v":${version}}`);
    const before = cache.through('k', produce);
    cache.clear();
    version = 2;
    const after = cache.through('k', produce);
    expect((await before).body).toBe('{"v":1}');
    expect((await after).body).toBe('{"v":2}');
    expect((await cache.through('k', produce)).body).toBe('{"v":2}');
  });

  it('drops the least recently used bodies beyond its size', async () => {
    const cache = new JsonCache(10);
    await cache.through('a', () => Promise.resolve('aaaaa'));
    await cache.through('b', () => Promise.resolve('bbbbb'));
    cache.get('a');
    await cache.through('c', () => Promise.resolve('ccccc'));
    expect(cache.get('a')?.body).toBe('aaaaa');
    expect(cache.get('b')).toBeUndefined();
  });

  it('lets the next reader try again after a failed make', async () => {
    const cache = new JsonCache(1 << 20);
    await expect(cache.through('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.through('k', () => Promise.resolve('{}'))).body).toBe('{}');
  });
});
