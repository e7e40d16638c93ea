import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The caching rules docs/features/ssr-and-caching.md gives a CDN, as an nginx server block (deploy/nginx/hees-cache.conf). */
export const CACHE_CONF = path.resolve('deploy/nginx/hees-cache.conf');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface CachingProxy {
  url: string;
  /** What nginx logged (errors, warnings), for a failing test to show. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx in front of `upstream`, running deploy/nginx/hees-cache.conf (or `conf`, its other
 * placeholders filled from `fill`) as it is, in a folder
 * of its own (cache, temporary files, pid, log), as the user running the tests (no master process,
 * so no switch to another user), until stop().
 */
export async function startCachingProxy(
  upstream: string,
  { conf = CACHE_CONF, fill = {}, before = '', port: fixedPort, edit = (text) => text }: {
    conf?: string;
    fill?: Record<string, string>;
    /** Configuration placed before `conf` in `http { }` (the balancer's upstream, deploy/nginx/hees-balancer.conf). */
    before?: string;
    port?: number;
    /** A change to the whole configuration that only a test makes (a header naming the instance that answered). */
    edit?: (text: string) => string;
  } = {},
): Promise<CachingProxy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hees-nginx-'));
  const port = fixedPort ?? (await freePort());
  let site = edit(before + readFileSync(conf, 'utf8'))
    .replaceAll('__CACHE_DIR__', path.join(dir, 'cache'))
    .replaceAll('__LISTEN__', `127.0.0.1:${port}`)
    .replaceAll('__UPSTREAM__', upstream);
  for (const [placeholder, value] of Object.entries(fill)) site = site.replaceAll(placeholder, value);
  writeFileSync(path.join(dir, 'site.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${path.join(dir, 'body')};`,
      `  proxy_temp_path ${path.join(dir, 'proxy')};`,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const log = () => {
    let logged = '';
    try {
      logged = readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      // Not written yet.
    }
    return `${stderr}${logged}`;
  };
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${url}/healthz`);
      return { url, log, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const why = log();
  await stop();
  throw new Error(`nginx (${NGINX}) did not start: ${why}`);
}
