import { execFile } from 'node:child_process';
import { MediaRefused, ProbeUnavailable } from './probe-errors';

/**
 * Decodes the whole audio stream once and throws the result away (`-f null -`): a damaged frame or a
 * stream that stops inside a sample is an error only a decoder sees. At `-v error` a whole file prints
 * nothing, so anything printed is damage. (Not `-xerror`: it also fails a whole WAV written to a pipe,
 * whose last packet is short because the header declares no size.) No shell; the file goes as `file:<path>`.
 * Decoding runs at a few hundred times real time, so the time limit grows with the length.
 */
export function assertDecodes(file: string, options: { ffmpegPath: string; timeoutMs: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      options.ffmpegPath,
      ['-nostdin', '-v', 'error', '-i', `file:${file}`, '-map', '0:a:0', '-f', 'null', '-'],
      { timeout: options.timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024, encoding: 'utf8', windowsHide: true },
      (error, _stdout, stderr) => {
        if (!error && !stderr.trim()) return resolve();
        const failure = (error ?? {}) as NodeJS.ErrnoException & { killed?: boolean };
        if (failure.code === 'ENOENT' || failure.code === 'EACCES') {
          return reject(new ProbeUnavailable(`Audio cannot be checked: ffmpeg could not be started from "${options.ffmpegPath}" (install ffmpeg or set FFMPEG_PATH).`));
        }
        if (failure.killed) return reject(new MediaRefused(`The audio file could not be decoded within ${Math.round(options.timeoutMs / 1000)} seconds.`));
        const detail = decoderComplaint(stderr);
        reject(new MediaRefused(`The audio file is damaged: it cannot be played to the end (${detail}).`, { id: 'upload.audio.damaged', values: { detail } }));
      },
    );
  });
}

/** The decoder's first complaint, without the "[pcm_s16le @ 0x55…]" prefix or the temporary path. */
function decoderComplaint(stderr: string): string {
  const line = stderr.split('\n').map((text) => text.trim()).find(Boolean) ?? 'the decoder stopped';
  return line.replace(/^\[[^\]]*\]\s*/, '').replace(/file:[^:]*:\s*/, '').slice(0, 200);
}
