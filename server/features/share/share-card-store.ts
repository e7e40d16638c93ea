import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Share cards on disk, one folder per subject (`song/12/<version>.png`): a card is drawn once per
 * version of what it shows, and drawing a new version removes the old ones beside it. Identical
 * requests arriving together share one drawing.
 */
export class ShareCardStore {
  private readonly drawing = new Map<string, Promise<Buffer>>();

  /** `extension`: the kept files' (the podcast artwork, server/features/podcasts/podcast-artwork.ts, is JPEG). */
  constructor(
    private readonly root: string,
    private readonly extension = '.png',
  ) {}

  async get(subjectPath: string, version: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const folder = path.join(this.root, subjectPath);
    const file = path.join(folder, `${version}${this.extension}`);
    const kept = await readFile(file).catch(() => null);
    if (kept) return kept;

    const pending = this.drawing.get(file);
    if (pending) return pending;
    const made = this.drawAndKeep(folder, file, draw).finally(() => this.drawing.delete(file));
    this.drawing.set(file, made);
    return made;
  }

  private async drawAndKeep(folder: string, file: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const png = await draw();
    await mkdir(folder, { recursive: true });
    // Written beside and renamed: a reader never sees half a card.
    const temporary = path.join(folder, `.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temporary, png);
    await rename(temporary, file);
    const others = (await readdir(folder)).filter((name) => name !== path.basename(file) && name.endsWith(this.extension));
    await Promise.all(others.map((name) => rm(path.join(folder, name), { force: true })));
    return png;
  }
}
