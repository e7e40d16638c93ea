import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import type * as Undici from 'undici';
import { allowListed, isPublicAddress } from './address-policy';

/** A fetch we would not make: a scheme other than http(s), or an address that is not public. */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
}
/** A fetch that failed: the server's status, a timeout, too many redirects, a body over the cap. */
export class OutboundFailed extends Error {
  override name = 'OutboundFailed';
  constructor(
    message: string,
    readonly status?: number,
    /** The start of an error answer's body (up to 64 KB), where an API says why it refused. */
    readonly body?: Buffer,
  ) {
    super(message);
  }
}

export interface SafeFetchOptions {
  /** Private `host:port` pairs that may be reached (OUTBOUND_ALLOW_HOSTS; never in production). */
  allowHosts?: readonly string[];
  /** The body is read up to this many bytes; a larger one is a failure, not a truncation. */
  maxBytes?: number;
  /** The whole fetch, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
  accept?: string;
  /** Also ended when this aborts (a stopping worker). */
  signal?: AbortSignal;
  /** GET by default; a request with a body is never redirected (a 3xx is a failure). */
  method?: 'GET' | 'POST';
  body?: Buffer;
  headers?: Record<string, string>;
}

export interface FetchedBody {
  status: number;
  /** The URL the body came from, after redirects. */
  url: string;
  contentType: string;
  body: Buffer;
}

const USER_AGENT = 'Hees/1.0 (+https://hees.so)';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Every outbound fetch of the server (feeds, thumbnails, the stems service) goes through here, so a
 * URL staff or a feed gave us cannot make the server reach inside its own network (SSRF):
 * - http and https only;
 * - a name is resolved once, only to public addresses, and the connection goes to that address (no
 *   second lookup a rebinding DNS server could answer differently);
 * - the address actually connected to is checked again (an IP literal has no lookup);
 * - redirects are followed here, one hop at a time, each checked the same way; a loop or more than
 *   `maxRedirects` hops fails;
 * - a time limit for the whole fetch and a cap on the body.
 */
export async function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<FetchedBody> {
  const allowHosts = options.allowHosts ?? [];
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const signal = AbortSignal.any([AbortSignal.timeout(options.timeoutMs ?? 15_000), ...(options.signal ? [options.signal] : [])]);
  // undici is loaded on the first outbound fetch, not at start: over half a second of imports
  // a server that fetches nothing (most of them, most of the time) does without.
  const undici = await import('undici');
  const { request } = undici;
  const agent = guardedAgent(undici, allowHosts);
  const seen = new Set<string>();
  let current = checkedUrl(url);
  try {
    for (let hop = 0; ; hop++) {
      if (seen.has(current.href)) throw new OutboundFailed(`The address redirects in a loop (${current.href}).`);
      seen.add(current.href);
      const response = await request(current, {
        dispatcher: agent,
        method: options.method ?? 'GET',
        headers: { 'user-agent': USER_AGENT, accept: options.accept ?? '*/*', ...options.headers },
        body: options.body,
        signal,
      }).catch((error: unknown) => {
        throw translate(error, signal);
      });
      if (REDIRECTS.has(response.statusCode) && options.body === undefined) {
        await response.body.dump();
        const location = response.headers.location;
        if (typeof location !== 'string') throw new OutboundFailed(`A redirect without a Location from ${current.host}.`, response.statusCode);
        if (hop >= maxRedirects) throw new OutboundFailed(`More than ${maxRedirects} redirects.`);
        current = checkedUrl(new URL(location, current).href);
        continue;
      }
      if (response.statusCode >= 300) {
        const errorBody = await readErrorBody(response.body);
        throw new OutboundFailed(`${current.host} answered ${response.statusCode}.`, response.statusCode, errorBody);
      }
      const declared = Number(response.headers['content-length']);
      if (declared > maxBytes) {
        response.body.destroy();
        throw new OutboundFailed(`The answer is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of response.body) {
          size += (chunk as Buffer).length;
          if (size > maxBytes) {
            response.body.destroy();
            throw new OutboundFailed(`The answer is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
          }
          chunks.push(chunk as Buffer);
        }
      } catch (error) {
        throw translate(error, signal);
      }
      const type = response.headers['content-type'];
      return { status: response.statusCode, url: current.href, contentType: typeof type === 'string' ? type : '', body: Buffer.concat(chunks) };
    }
  } finally {
    await agent.close().catch(() => undefined);
  }
}

/** Parses and checks a URL before any connection: scheme, and an IP literal's address. */
function checkedUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutboundRefused('That is not a web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused(`Only http and https addresses can be fetched, not ${url.protocol.replace(':', '')}.`);
  if (url.username || url.password) throw new OutboundRefused('Addresses with a user name or password are not fetched.');
  return url;
}

const portOf = (port: number | string | undefined, protocol: string) => Number(port) || (protocol === 'https:' ? 443 : 80);

/**
 * An undici agent whose connections go only to allowed addresses: names resolve through a lookup
 * that drops non-public answers, and each socket's remote address is checked once connected.
 */
function guardedAgent({ Agent, buildConnector }: typeof Undici, allowHosts: readonly string[]): Undici.Agent {
  return new Agent({
    connect(options, callback) {
      const host = options.hostname;
      const port = portOf(options.port, options.protocol);
      const allowed = allowListed(allowHosts, host, port);
      // An IP literal is connected to without a lookup: judge it before any packet leaves.
      const literal = host.replace(/^\[|\]$/g, '');
      if (isIP(literal) && !allowed && !isPublicAddress(literal)) return callback(refusedError(host), null);
      const lookup: LookupFunction = (name, lookupOptions, done) => {
        dnsLookup(name, { ...lookupOptions, all: true }, (error, addresses) => {
          if (error) return done(error, '', 0);
          const usable = (addresses as LookupAddress[]).filter((entry) => allowed || isPublicAddress(entry.address));
          if (usable.length === 0) return done(refusedError(name), '', 0);
          if ((lookupOptions as { all?: boolean }).all) return (done as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
          done(null, usable[0]!.address, usable[0]!.family);
        });
      };
      // The lookup is a connector option (undici passes only host and port per connection).
      const connect = buildConnector({ timeout: 10_000, lookup } as Undici.buildConnector.BuildOptions);
      connect(options, (error, socket) => {
        if (error) return callback(error, null);
        const remote = (socket as Socket).remoteAddress ?? '';
        if (!allowed && !isPublicAddress(remote)) {
          socket!.destroy();
          return callback(refusedError(host), null);
        }
        callback(null, socket!);
      });
    },
  });
}

function refusedError(host: string): Error {
  return new OutboundRefused(`${host} is not on the public internet; the server does not fetch from there.`);
}

/** undici's and the lookup's errors as ours, with the refusal kept as it is. */
function translate(error: unknown, signal: AbortSignal): Error {
  const cause = (error as { cause?: unknown }).cause;
  if (error instanceof OutboundRefused || error instanceof OutboundFailed) return error;
  if (cause instanceof OutboundRefused) return cause;
  if (signal.aborted) return new OutboundFailed('The address took too long to answer.');
  const code = (error as { code?: string }).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new OutboundFailed('That address does not exist (its name does not resolve).');
  if (code === 'ECONNREFUSED') return new OutboundFailed('The address refused the connection.');
  return new OutboundFailed(`The address could not be fetched (${(error as Error).message}).`);
}

const ERROR_BODY_BYTES = 64 * 1024;

/** The start of a refusal's body, kept for the caller to read the reason from; the rest is dropped. */
async function readErrorBody(body: AsyncIterable<unknown> & { destroy(): unknown }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= ERROR_BODY_BYTES) {
        body.destroy();
        break;
      }
    }
  } catch {
    // A refusal whose body breaks off is still a refusal; what arrived is enough.
  }
  return Buffer.concat(chunks).subarray(0, ERROR_BODY_BYTES);
}
