import { spawn, type ChildProcess } from 'node:child_process';
import { spanInWords, watchProgress } from './tool-progress';

export interface ToolRun {
  stdout: string;
  stderr: string;
}

/** A system tool (ffmpeg, yt-dlp) that failed, with the lines worth showing staff. */
export class ToolFailed extends Error {
  constructor(
    readonly tool: string,
    message: string,
    /** Not there or not runnable: no retry helps until the machine is fixed. */
    readonly unavailable = false,
  ) {
    super(message);
    this.name = 'ToolFailed';
  }
}

/** Output kept for errors: the end of what a tool printed, where its reason is. */
const KEEP = 64 * 1024;
const tail = (text: string, bytes = KEEP) => (text.length > bytes ? text.slice(-bytes) : text);

/**
 * Runs a binary without a shell, with a time limit and the job's abort signal (a stopping worker
 * kills its ffmpeg rather than leave it running). Resolves with what it printed; rejects with
 * ToolFailed naming the tool and its last error line.
 */
export interface ToolOptions {
  timeoutMs: number;
  signal?: AbortSignal;
  cwd?: string;
  /** Ends the run early when nothing is written to `folder` nor printed for `ms` (a hung download). */
  stall?: { folder: string; ms: number };
}

export function runTool(tool: string, binary: string, args: string[], options: ToolOptions): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    // A process group of its own (detached): yt-dlp starts ffmpeg, a wrapper script starts the real
    // binary; ending the group ends them all, where killing the child alone left them running.
    const child = spawn(binary, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true, detached: process.platform !== 'win32' });
    let stdout = '';
    let stderr = '';
    let printed = 0;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      printed += chunk.length;
      stdout = tail(stdout + chunk, 8 * 1024 * 1024);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      printed += chunk.length;
      stderr = tail(stderr + chunk);
    });
    let why: string | undefined;
    const kill = (reason: string) => {
      why = reason;
      endGroup(child);
    };
    const timer = setTimeout(() => kill(`${tool} took longer than ${Math.round(options.timeoutMs / 1000)} seconds`), options.timeoutMs);
    const stopWatching = options.stall
      ? watchProgress({ folder: options.stall.folder, stallMs: options.stall.ms, printed: () => printed, onStall: () => kill(`${tool} wrote nothing for ${spanInWords(options.stall!.ms)}`) })
      : () => undefined;
    const onAbort = () => kill(`${tool} was stopped`);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => {
      clearTimeout(timer);
      stopWatching();
      options.signal?.removeEventListener('abort', onAbort);
    };
    child.once('error', (error: NodeJS.ErrnoException) => {
      done();
      const missing = error.code === 'ENOENT' || error.code === 'EACCES';
      reject(new ToolFailed(tool, missing ? `${tool} could not be started from "${binary}".` : `${tool}: ${error.message}`, missing));
    });
    child.once('close', (code) => {
      done();
      if (code === 0 && !why) return resolve({ stdout, stderr });
      reject(new ToolFailed(tool, why ?? `${tool}: ${lastErrorLine(stderr) || `exit code ${code}`}`));
    });
  });
}

/** Ends the child's whole process group; the child alone where there are no groups (Windows) or it is gone. */
function endGroup(child: ChildProcess) {
  try {
    if (child.pid && process.platform !== 'win32') return void process.kill(-child.pid, 'SIGKILL');
  } catch {
    // the group is gone already: the child alone, below
  }
  child.kill('SIGKILL');
}

/** The line that says what went wrong: the last "ERROR" line when there is one, else the last line. */
export function lastErrorLine(stderr: string): string {
  const lines = stderr.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  return [...lines].reverse().find((line) => /error/i.test(line)) ?? lines.at(-1) ?? '';
}
