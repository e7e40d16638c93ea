/**
 * A value worth reading once for many requests (a chart, the words of the top songs), kept in
 * memory by one app instance.
 *
 * - A value of another `key` (a new search-index version, a new chart week) is read again before it
 *   is answered from: callers wait for it.
 * - A value merely older than `maxAgeMs` is answered from while a new one is read in the background,
 *   so no request waits for a refresh once the first read is done; a failed refresh keeps the old
 *   value and the next request past the age tries again.
 * - One read at a time: requests arriving during a read wait for it rather than start another.
 * - `maxAgeMs` 0 keeps nothing: every call reads (tests, which change rows and read pages at once).
 *
 * `read` gets the value it replaces (when any) so it can reuse what did not change.
 */
export interface RefreshedValueOptions {
  maxAgeMs: number;
  now?: () => number;
}

export class RefreshedValue<Key, Value> {
  private held: { key: Key; value: Value; readAt: number } | null = null;
  private reading: Promise<void> | null = null;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(
    private readonly read: (key: Key, previous: { key: Key; value: Value } | null) => Promise<Value>,
    options: RefreshedValueOptions,
  ) {
    this.maxAgeMs = options.maxAgeMs;
    this.now = options.now ?? Date.now;
  }

  async get(key: Key): Promise<Value> {
    if (this.maxAgeMs <= 0) return this.read(key, null);
    if (!this.held || this.held.key !== key) {
      await this.reload(key);
    } else if (this.isOld() && !this.reading) {
      this.reload(key).catch(() => undefined);
    }
    return this.held!.value;
  }

  private isOld(): boolean {
    return this.now() - this.held!.readAt > this.maxAgeMs;
  }

  private async reload(key: Key): Promise<void> {
    while (this.reading) await this.reading.catch(() => undefined);
    if (this.held && this.held.key === key && !this.isOld()) return;
    this.reading = this.readInto(key);
    try {
      await this.reading;
    } finally {
      this.reading = null;
    }
  }

  private async readInto(key: Key): Promise<void> {
    const startedAt = this.now();
    const value = await this.read(key, this.held);
    this.held = { key, value, readAt: startedAt };
  }
}
