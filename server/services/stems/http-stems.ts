import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { OutboundFailed, safeFetch } from '../outbound/safe-fetch';
import type { StemSeparator } from './stem-separator';

export interface HttpStemsOptions {
  /** The service's base URL (STEMS_URL), e.g. http://gpu-box:8000. */
  baseUrl: string;
  /** Sent as a bearer token when set (STEMS_TOKEN). */
  token?: string;
  pollMs: number;
  timeoutMs: number;
}

/** An mp3 of an hour at 128 kbps is ~58 MB; stems come back at most about that size. */
const MAX_STEM_BYTES = 200 * 1024 * 1024;

interface SeparationStatus {
  status?: string;
  error?: string;
  vocals_url?: string;
  music_url?: string;
  cost_usd?: number;
}

/**
 * A separation service that speaks our small contract (docs/features/stems.md): POST the mix to
 * /separations, poll /separations/{id} until done, then fetch the two stems. Any Demucs or MDX
 * server can be put behind it. The service is the operator's own machine (often on a private
 * network), so its origin is the one private address these fetches may reach; stem URLs it
 * answers must be on that same origin, so a service cannot send the server anywhere else.
 */
export function httpStems(options: HttpStemsOptions): StemSeparator {
  const base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  const allowHosts = [`${base.hostname}:${Number(base.port) || (base.protocol === 'https:' ? 443 : 80)}`];
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  const sameOrigin = (url: string) => {
    const resolved = new URL(url, base);
    if (resolved.origin !== base.origin) throw new OutboundFailed(`The stems service pointed at another server (${resolved.origin}).`);
    return resolved.href;
  };
  const json = async <T>(url: string, init: { method?: 'GET' | 'POST'; body?: Buffer; signal: AbortSignal; contentType?: string }) => {
    const answer = await safeFetch(url, {
      allowHosts,
      method: init.method,
      body: init.body,
      headers: { ...headers, ...(init.contentType ? { 'content-type': init.contentType } : {}) },
      accept: 'application/json',
      timeoutMs: 120_000,
      maxBytes: 1024 * 1024,
      signal: init.signal,
    });
    try {
      return JSON.parse(answer.body.toString('utf8')) as T;
    } catch {
      throw new OutboundFailed('The stems service did not answer JSON.');
    }
  };

  return {
    method: 'service',
    approximate: false,
    async separate(input, outDir, signal) {
      const created = await json<{ id?: string }>(new URL('separations', base).href, { method: 'POST', body: await readFile(input), contentType: 'audio/mpeg', signal });
      if (!created.id || !/^[\w-]{1,200}$/.test(created.id)) throw new OutboundFailed('The stems service did not give the separation an id.');
      const statusUrl = new URL(`separations/${created.id}`, base).href;
      const deadline = Date.now() + options.timeoutMs;
      let status: SeparationStatus;
      for (;;) {
        status = await json<SeparationStatus>(statusUrl, { signal });
        if (status.status === 'done') break;
        if (status.status === 'failed') throw new OutboundFailed(`The stems service failed: ${status.error ?? 'no reason given'}.`);
        if (Date.now() > deadline) throw new OutboundFailed(`The stems service did not finish within ${Math.round(options.timeoutMs / 60_000)} minutes.`);
        await sleep(options.pollMs, undefined, { signal });
      }
      if (!status.vocals_url || !status.music_url) throw new OutboundFailed('The stems service finished without both stems.');
      const fetchStem = async (url: string, name: string) => {
        const stem = await safeFetch(sameOrigin(url), { allowHosts, headers, maxBytes: MAX_STEM_BYTES, timeoutMs: 10 * 60_000, signal });
        const file = path.join(outDir, name);
        await writeFile(file, stem.body);
        return file;
      };
      return {
        vocals: await fetchStem(status.vocals_url, 'vocals.mp3'),
        music: await fetchStem(status.music_url, 'music.mp3'),
        costUsd: typeof status.cost_usd === 'number' && Number.isFinite(status.cost_usd) && status.cost_usd >= 0 ? status.cost_usd : null,
      };
    },
  };
}
