import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeMediaKey } from './media-key';
import { MediaNotFound, type MediaSource, type MediaStorage } from './media-storage';

/** The folder `/media` serves and the local driver writes to. */
export const localMediaDir = (storageDir: string) => path.resolve(storageDir, 'media');

/**
 * Media on this machine's disk under `root`. A write goes to a temporary file beside its target, is
 * flushed, then renamed into place: rename is atomic within a file system, so `/media` serves either
 * nothing or the whole file. The temporary name starts with a dot, which `/media` never serves.
 * The content type is not kept: `/media` answers with the type of the key's extension.
 */
export function localMediaStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertSafeMediaKey(key);
    return path.join(base, key);
  };
  const size = async (key: string) => {
    const stats = await stat(fileOf(key)).catch(() => null);
    return stats?.isFile() ? stats.size : null;
  };

  return {
    async put(key, source: MediaSource) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await (Buffer.isBuffer(source) ? writeFile(temporary, source) : copyFile(source.file, temporary));
        await flush(temporary);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async exists(key) {
      return (await size(key)) !== null;
    },
    size,
    async openRead(key): Promise<Readable> {
      if ((await size(key)) === null) throw new MediaNotFound(key);
      return createReadStream(fileOf(key));
    },
  };
}

/** Without it a crash right after the rename can leave an empty file under the new name on some file systems. */
async function flush(file: string) {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
