import { statSync } from 'node:fs';

/**
 * A built file's modification time, looked up at most once every `checkEveryMs` (undefined while it
 * does not exist). The SSR bundle and the client's manifest are checked so that a rebuild while the
 * server runs takes effect without a restart; a stat on every request (two for a page) was ~2% of an
 * uncached song page's CPU, and a rebuild showing a second later is as good.
 */
export function fileVersion(file: string, { checkEveryMs = 1000, now = Date.now }: { checkEveryMs?: number; now?: () => number } = {}): () => number | undefined {
  let checkedAt = -Infinity;
  let mtimeMs: number | undefined;
  return () => {
    const time = now();
    if (time - checkedAt < checkEveryMs) return mtimeMs;
    checkedAt = time;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      mtimeMs = undefined;
    }
    return mtimeMs;
  };
}
