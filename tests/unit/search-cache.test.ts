import { describe, expect, it } from 'vitest';
import { LruCache } from '../../server/lib/lru-cache';

describe('the in-process search cache', () => {
  it('answers a repeated key from the cache until its time is up', async () => {
    let now = 0;
    const cache = new LruCache<number>({ maxEntries: 10, ttlMs: 1000, now: () => now });
    let calls = 0;
    const produce = async () => ++calls;
    expect(await cache.remember('a', produce)).toEqual({ value: 1, hit: false });
    expect(await cache.remember('a', produce)).toEqual({ value: 1, hit: true });
    now = 1000;
    expect(await cache.remember('a', produce)).toEqual({ value: 2, hit: false });
  });

  it('forgets the least recently used key first', async () => {
    const cache = new LruCache<string>({ maxEntries: 2, ttlMs: 60_000 });
    await cache.remember('a', async () => 'a');
    await cache.remember('b', async () => 'b');
    await cache.remember('a', async () => 'again'); // a is now the most recent
    await cache.remember('c', async () => 'c'); // so b goes
    expect((await cache.remember('a', async () => 'new')).hit).toBe(true);
    expect((await cache.remember('b', async () => 'new')).hit).toBe(false);
  });

  it('shares one answer between identical searches arriving together', async () => {
    const cache = new LruCache<number>({ maxEntries: 10, ttlMs: 60_000 });
    let calls = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 10));
    const [first, second] = await Promise.all([cache.remember('q', slow), cache.remember('q', slow)]);
    expect([first.value, second.value, calls]).toEqual([1, 1, 1]);
  });

  it('never keeps a failure', async () => {
    const cache = new LruCache<number>({ maxEntries: 10, ttlMs: 60_000 });
    await expect(cache.remember('q', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.remember('q', async () => 7)).toEqual({ value: 7, hit: false });
  });
});
