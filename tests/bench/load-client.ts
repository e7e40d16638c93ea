/**
 * The load generator of `npm run bench:load`, run as a child process (fork-worker.ts) so its work
 * never shares an event loop with the server it measures. Asked to run a list of requests, it
 * sends them in order over a fixed number of keep-alive connections, each connection taking the
 * next request as soon as its answer is read, and reports per route what came back.
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { latencies, type Latencies } from './latencies';

export interface LoadRequest {
  route: string;
  path: string;
  headers?: Record<string, string>;
  /** GET unless given (bench:capacity posts play reports). */
  method?: string;
  body?: string;
}

export interface LoadRun {
  base: string;
  requests: LoadRequest[];
  connections: number;
  /** A request whose connection stays silent this long is given up as a timeout. */
  timeoutMs: number;
}

export interface RouteResult {
  route: string;
  sent: number;
  /** Requests that got a whole response, whatever its status. */
  answered: number;
  statuses: Record<number, number>;
  /** Requests without an answer: `timeout`, or the connection error's code. */
  errors: Record<string, number>;
  /** Answers served from an in-process cache: the search's (X-Search-Cache: hit) or the visitor cache (X-Visitor-Cache: hit). */
  cacheHits: number;
  /** Pages whose markup came from the render cache (X-Render-Cache: hit), and those it had to render (miss). */
  renderHits: number;
  renderMisses: number;
  bytes: number;
  latency: Latencies;
}

export interface LoadResult {
  seconds: number;
  routes: RouteResult[];
  /** The percentiles of every request together. */
  overallLatency: Latencies;
  /** Sockets opened over the run: the connection count when keep-alive held. */
  connectionsOpened: number;
  /** The generator's own worst event-loop delay: when large, its latencies are partly its own. */
  generatorLagMs: number;
}

type Outcome = { status: number; headers: IncomingHttpHeaders; bytes: number; ms: number } | { error: string; ms: number };

class TimedOut extends Error {
  code = 'timeout';
}

function send(agent: Agent, base: string, load: LoadRequest, timeoutMs: number, onSocket: (socket: Socket) => void): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const failed = (error: Error & { code?: string }) => resolve({ error: error.code ?? error.message, ms: performance.now() - started });
    const req = request(`${base}${load.path}`, { agent, method: load.method ?? 'GET', headers: load.headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, ms: performance.now() - started }));
      res.on('error', failed);
    });
    req.on('socket', onSocket);
    req.setTimeout(timeoutMs, () => req.destroy(new TimedOut('timed out')));
    req.on('error', failed);
    req.end(load.body);
  });
}

async function runLoad(run: LoadRun): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: run.connections, maxFreeSockets: run.connections });
  const sockets = new WeakSet<Socket>();
  let connectionsOpened = 0;
  const onSocket = (socket: Socket) => {
    if (sockets.has(socket)) return;
    sockets.add(socket);
    connectionsOpened++;
  };
  const routes = new Map<string, Omit<RouteResult, 'latency'> & { times: number[] }>();
  const routeOf = (name: string) => {
    let route = routes.get(name);
    if (!route) {
      route = { route: name, sent: 0, answered: 0, statuses: {}, errors: {}, cacheHits: 0, renderHits: 0, renderMisses: 0, bytes: 0, times: [] };
      routes.set(name, route);
    }
    return route;
  };

  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: run.connections }, async () => {
      for (let at = next++; at < run.requests.length; at = next++) {
        const load = run.requests[at]!;
        const route = routeOf(load.route);
        route.sent++;
        const outcome = await send(agent, run.base, load, run.timeoutMs, onSocket);
        if ('error' in outcome) {
          route.errors[outcome.error] = (route.errors[outcome.error] ?? 0) + 1;
          continue;
        }
        route.answered++;
        route.statuses[outcome.status] = (route.statuses[outcome.status] ?? 0) + 1;
        if (outcome.headers['x-search-cache'] === 'hit' || outcome.headers['x-visitor-cache'] === 'hit') route.cacheHits++;
        if (outcome.headers['x-render-cache'] === 'hit') route.renderHits++;
        if (outcome.headers['x-render-cache'] === 'miss') route.renderMisses++;
        route.bytes += outcome.bytes;
        route.times.push(outcome.ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  lag.disable();
  agent.destroy();
  return {
    seconds,
    routes: [...routes.values()].map(({ times, ...route }) => ({ ...route, latency: latencies(times) })),
    overallLatency: latencies([...routes.values()].flatMap(({ times }) => times)),
    connectionsOpened,
    generatorLagMs: lag.max / 1e6,
  };
}

if (process.send) {
  process.on('message', (run: LoadRun) => {
    runLoad(run).then(
      (result) => process.send!({ ok: true, result }),
      (error: Error) => process.send!({ ok: false, error: error.message }),
    );
  });
}
