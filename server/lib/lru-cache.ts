/**
 * A small in-process LRU cache with a time to live (repeated searches, share cards). It holds promises, so
 * identical searches arriving together share one database round instead of racing to fill the
 * cache; a rejected promise is dropped at once so an error is never served from the cache.
 * The time to live bounds how long a catalogue edit takes to show in search results.
 */
export interface LruCacheOptions {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}

export interface CacheStats {
  hits: number;
  misses: number;
  size: number;
}

export class LruCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();
  private hits = 0;
  private misses = 0;
  private readonly now: () => number;

  constructor(private readonly options: LruCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The cached value for `key`, or what `produce` resolves to (then cached); `hit` tells which. */
  async remember(key: string, produce: () => Promise<V>): Promise<{ value: V; hit: boolean }> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) {
      // Re-inserting moves the key to the end of the Map's order: the most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.hits++;
      return { value: await entry.value, hit: true };
    }
    this.misses++;
    const value = produce();
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return { value: await value, hit: false };
  }

  clear(): void {
    this.entries.clear();
  }

  stats(): CacheStats {
    return { hits: this.hits, misses: this.misses, size: this.entries.size };
  }
}
