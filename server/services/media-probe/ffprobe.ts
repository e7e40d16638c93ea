import { execFile } from 'node:child_process';
import { MediaRefused, ProbeUnavailable } from './probe-errors';

export interface FfprobeOptions {
  /** The binary (FFPROBE_PATH). */
  ffprobePath: string;
  /** A hostile file can make a demuxer spin; it is killed after this long. */
  timeoutMs: number;
}

/** ffprobe's answers are a few kilobytes; anything far larger is not an answer worth reading. */
const MAX_OUTPUT_BYTES = 1024 * 1024;

/**
 * Runs ffprobe on `file` and answers what it printed. No shell (execFile), and the file is given as
 * `file:<path>` so no name can be read as another protocol (`http:`, `concat:`) or as an option.
 * A binary that is not there or cannot run is ProbeUnavailable; a file ffprobe cannot read, or one
 * that takes too long, is MediaRefused.
 */
export function runFfprobe(file: string, args: string[], options: FfprobeOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      options.ffprobePath,
      ['-v', 'error', ...args, `file:${file}`],
      { timeout: options.timeoutMs, killSignal: 'SIGKILL', maxBuffer: MAX_OUTPUT_BYTES, encoding: 'utf8', windowsHide: true },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const failure = error as NodeJS.ErrnoException & { killed?: boolean };
        if (failure.code === 'ENOENT' || failure.code === 'EACCES') {
          return reject(new ProbeUnavailable(`Audio cannot be checked: ffprobe could not be started from "${options.ffprobePath}" (install ffmpeg or set FFPROBE_PATH).`));
        }
        if (failure.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') return reject(new MediaRefused('The audio file could not be read.'));
        if (failure.killed) return reject(new MediaRefused(`The audio file could not be read within ${options.timeoutMs / 1000} seconds.`));
        reject(new MediaRefused(`The file is not audio we can read (${lastLine(stderr) || 'ffprobe refused it'}).`));
      },
    );
  });
}

/** ffprobe's last line is usually "file:/tmp/...: Invalid data found"; the path means nothing to the uploader. */
function lastLine(stderr: string): string {
  const line = stderr.trim().split('\n').pop() ?? '';
  return line.replace(/^file:[^:]*:\s*/, '').slice(0, 200);
}
