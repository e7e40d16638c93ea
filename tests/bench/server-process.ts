import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverArgs, type ServerBuild } from '../helpers/server-command';

/**
 * The server as `npm start` starts it, in a child process of its own, for the start-up and memory
 * benchmarks: the build check in plain Node (scripts/build/if-changed.mjs), then the server, built
 * (plain Node, dist/server) or the old way (tsx compiling server/main.ts) as the baseline.
 */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the "listening" log line. */
  listenMs: number;
  /** The process's resident memory now and its peak so far (MB, /proc: its threads included, PGlite's too). */
  rss(): { nowMb: number; peakMb: number };
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');
const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

export function startServerProcess(options: { build: ServerBuild; port: number; env: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<ServerProcess> {
  const { build, port, env } = options;
  const command = `node scripts/build/if-changed.mjs >/dev/null && exec ${quote(process.execPath)} ${serverArgs(build).map(quote).join(' ')}`;
  const started = performance.now();
  const child = spawn('sh', ['-c', command], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', APP_KEY: 'bench-startup', HOST: '127.0.0.1', PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const status = (field: string) => {
    const line = readFileSync(`/proc/${child.pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(field));
    return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
  };
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The server did not listen within ${options.timeoutMs ?? 120_000} ms:\n${tail.join('\n')}`));
    }, options.timeoutMs ?? 120_000);
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        tail.push(line);
        if (tail.length > 20) tail.shift();
        if (line.includes('Hees is listening')) {
          clearTimeout(timer);
          resolve({
            url: `http://127.0.0.1:${port}`,
            child,
            listenMs: performance.now() - started,
            rss: () => ({ nowMb: status('VmRSS:'), peakMb: status('VmHWM:') }),
            stop,
          });
        }
      }
    };
    child.stdout!.on('data', onLine);
    child.stderr!.on('data', onLine);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`The server exited before listening:\n${tail.join('\n')}`));
    });
  });
}

/** One GET as a browser asks (compressed), timed to the last byte. */
export async function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}
