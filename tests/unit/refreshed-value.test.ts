import { describe, expect, it, vi } from 'vitest';
import { RefreshedValue } from '../../server/lib/refreshed-value';

/** A read whose answers the test releases one by one, counting how many reads were started. */
function controlledRead() {
  const pending: { key: string; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const read = vi.fn((key: string) => new Promise<string>((resolve, reject) => pending.push({ key, resolve, reject })));
  return { read, pending };
}

describe('a value kept in memory and read again when old', () => {
  it('shares one read among callers arriving while it runs', async () => {
    const { read, pending } = controlledRead();
    const value = new RefreshedValue(read, { maxAgeMs: 1000, now: () => 0 });
    const first = value.get('a');
    const second = value.get('a');
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!.resolve('one');
    expect(await Promise.all([first, second])).toEqual(['one', 'one']);
    expect(await value.get('a')).toBe('one');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('answers an old value at once while reading the next in the background, and keeps it when that read fails', async () => {
    let now = 0;
    const { read, pending } = controlledRead();
    const value = new RefreshedValue(read, { maxAgeMs: 1000, now: () => now });
    const first = value.get('a');
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!.resolve('one');
    await first;

    now = 1500;
    expect(await value.get('a')).toBe('one');
    expect(await value.get('a')).toBe('one');
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[1]!.reject(new Error('database gone'));
    await vi.waitFor(async () => {
      expect(await value.get('a')).toBe('one');
      expect(pending).toHaveLength(3);
    });
    pending[2]!.resolve('two');
    await vi.waitFor(async () => expect(await value.get('a')).toBe('two'));
  });

  it('waits for the read of a new key instead of answering the old key’s value', async () => {
    const { read, pending } = controlledRead();
    const value = new RefreshedValue(read, { maxAgeMs: 60_000, now: () => 0 });
    const first = value.get('week 1');
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending[0]!.resolve('chart of week 1');
    await first;
    const next = value.get('week 2');
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1]!.key).toBe('week 2');
    pending[1]!.resolve('chart of week 2');
    expect(await next).toBe('chart of week 2');
  });

  it('passes the value it replaces to the read, and with maxAgeMs 0 reads on every call', async () => {
    const seen: (string | null)[] = [];
    const kept = new RefreshedValue(async (key: string, previous: { key: string; value: number } | null) => {
      seen.push(previous ? `${previous.key}=${previous.value}` : null);
      return (previous?.value ?? 0) + 1;
    }, { maxAgeMs: 1000, now: () => 0 });
    await kept.get('a');
    await kept.get('b');
    expect(seen).toEqual([null, 'a=1']);

    let reads = 0;
    const never = new RefreshedValue(async () => ++reads, { maxAgeMs: 0 });
    expect([await never.get('a'), await never.get('a'), await never.get('a')]).toEqual([1, 2, 3]);
  });
});
