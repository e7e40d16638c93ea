import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface CachedRendition {
  file: string;
  size: number;
  modified: Date;
}

/**
 * Renditions on this machine's disk under `root` (`<root>/<width>/<key>.<format>`), each made once: the
 * first request makes it, concurrent first requests for the same one wait for that same making, and a
 * finished one is written to a hidden temporary file and renamed into place, so a reader (another request,
 * another process sharing the folder) sees no file or the whole file. Anything under `root` may be deleted
 * at any time: it is made again when next asked for.
 */
export function renditionCache(root: string) {
  const base = path.resolve(root);
  const making = new Map<string, Promise<CachedRendition>>();

  const fileOf = (name: string) => {
    const file = path.join(base, name);
    // The name was built from a checked key; this is the belt to that pair of braces.
    if (!file.startsWith(base + path.sep)) throw new Error(`Rendition "${name}" is outside the cache.`);
    return file;
  };

  async function cached(file: string): Promise<CachedRendition | null> {
    const stats = await stat(file).catch(() => null);
    return stats?.isFile() ? { file, size: stats.size, modified: stats.mtime } : null;
  }

  async function make(file: string, render: () => Promise<Buffer>): Promise<CachedRendition> {
    const bytes = await render();
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return (await cached(file)) ?? { file, size: bytes.length, modified: new Date() };
  }

  return {
    /** The cached rendition `name`, made with `render` when it is not on disk yet. */
    async get(name: string, render: () => Promise<Buffer>): Promise<CachedRendition> {
      const file = fileOf(name);
      const onDisk = await cached(file);
      if (onDisk) return onDisk;
      let pending = making.get(file);
      if (!pending) {
        pending = make(file, render).finally(() => making.delete(file));
        making.set(file, pending);
      }
      return pending;
    },
  };
}

export type RenditionCache = ReturnType<typeof renditionCache>;
