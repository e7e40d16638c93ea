import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger';

/** What the first visitors ask for: the home page, as a browser asks for it (compressed). */
const FIRST_PAGES = ['/'];
const WARM_UP_TIMEOUT_MS = 30_000;

/** The address to reach our own listener at: loopback when it listens on every interface. */
function ownAddress(server: Server): { host: string; port: number } | null {
  const address = server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  const any = address.address === '0.0.0.0' || address.address === '::';
  return { host: any ? (address.family === 'IPv6' ? '::1' : '127.0.0.1') : address.address, port: address.port };
}

/**
 * Asks this server for the home page once, right after it starts listening. The first render of a
 * process is slow (V8 compiles the route, React and the page on first use, PGlite's caches are cold:
 * ~1-2 s on this machine against ~20 ms after); a request of our own pays that instead of a visitor,
 * and leaves the page in the visitor cache. Listening is not delayed: a visitor asking for the same
 * page meanwhile is given this answer when it is made (the visitor cache shares an answer under way)
 * rather than making a second one beside it. Best effort: a failure is logged at debug level and changes nothing.
 */
export function warmFirstPages(server: Server, logger: Logger): void {
  const own = ownAddress(server);
  if (!own) return;
  const started = performance.now();
  const next = (index: number): void => {
    const path = FIRST_PAGES[index];
    if (path === undefined) {
      logger.debug({ ms: Math.round(performance.now() - started) }, 'first pages warmed');
      return;
    }
    const req = request({ ...own, path, headers: { 'accept-encoding': 'br, gzip', 'user-agent': 'hees-warm-up' }, timeout: WARM_UP_TIMEOUT_MS }, (res) => {
      res.resume();
      res.once('end', () => next(index + 1));
    });
    req.once('timeout', () => req.destroy(new Error('warm-up timed out')));
    req.once('error', (error) => logger.debug({ err: error, path }, 'warm-up request failed'));
    req.end();
  };
  next(0);
}
