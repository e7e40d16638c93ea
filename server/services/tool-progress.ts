import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Watches a tool for signs of life: the bytes in the folder it writes to (yt-dlp's `.part` file,
 * ffmpeg's mp3s) and the bytes it prints. When neither grows for `stallMs`, `onStall` is called once:
 * a download hanging on the network then ends in minutes instead of holding its worker for the whole
 * time limit (30 min, three attempts).
 */
export function watchProgress(options: { folder: string; stallMs: number; printed: () => number; onStall: () => void }): () => void {
  let last = -1;
  let lastChange = Date.now();
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const bytes = (await folderBytes(options.folder)) + options.printed();
      if (bytes !== last) {
        last = bytes;
        lastChange = Date.now();
      } else if (Date.now() - lastChange >= options.stallMs) {
        stop();
        options.onStall();
      }
    } finally {
      checking = false;
    }
  };
  // Often enough to end near the limit, rarely enough to cost nothing next to the tool.
  const timer = setInterval(() => void check(), Math.max(50, Math.min(5_000, Math.floor(options.stallMs / 4))));
  timer.unref();
  const stop = () => clearInterval(timer);
  return stop;
}

/** The size of the files directly in a folder (a tool's output files; they are not nested). */
async function folderBytes(folder: string): Promise<number> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const sizes = await Promise.all(names.map((name) => stat(path.join(folder, name)).then((info) => (info.isFile() ? info.size : 0), () => 0)));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** "40 seconds", "3 minutes": how long a tool was quiet, as staff read it. */
export const spanInWords = (ms: number) => (ms < 120_000 ? `${Math.round(ms / 1000)} seconds` : `${Math.round(ms / 60_000)} minutes`);
