/**
 * The sizing model of "Capacity on paper" (docs/operations.md#capacity-on-paper): measured costs from
 * bench:capacity in, a row of the sizing table out. Every assumption is a named constant here and is
 * printed with the table, so the table can be argued with line by line.
 */

/** What bench:capacity measured on this machine. */
export interface Measured {
  /** Mean CPU ms of a page or /api answer (the main routes), visitor cache off / on. */
  pageCpuUncachedMs: number;
  pageCpuCachedMs: number;
  /** CPU ms of the player's `/api/_song` at the start of a play (answered per play, not shared). */
  playStartCpuMs: number;
  /** CPU ms of one `POST /api/analytics/plays` (a play and its end). */
  ingestCpuMs: number;
  /** play_events on disk per row, indexes included. */
  bytesPerPlayEvent: number;
  /** CPU seconds of the song-audio job's ffmpeg run per minute of audio. */
  ffmpegCpuPerAudioMinute: number;
  /** The standard rendition's bitrate, what a listener streams. */
  standardKbps: number;
  /** Both renditions stored, MB per minute of audio. */
  storedMbPerAudioMinute: number;
}

/** The spec's figure: "1.2M+ minutes streamed monthly". */
export const BASE_MINUTES_A_MONTH = 1_200_000;
const MONTH_SECONDS = 30 * 24 * 3600;

/** The assumptions, each a guess to replace with a real figure once there is one. */
export const ASSUMPTIONS = {
  /** The busiest hour against the month's average hour (evenings, across the diaspora's time zones). */
  peakFactor: 3,
  /** Minutes heard per play (a Somali song runs 3-6 minutes; many plays stop early). */
  minutesPerPlay: 3.5,
  /** Page views (HTML or Inertia visits, /api reads of the apps) per minute streamed. */
  pageViewsPerMinute: 0.5,
  /** Play reports the player posts per play (batched every 5 s: one at the start, one at the end). */
  ingestPostsPerPlay: 2,
  /** play_events rows per play (load, play, ended; a pause adds one). */
  eventsPerPlay: 3,
  /** Share of page requests the CDN (or nginx's cache) answers: visitors' pages, 60 s and stale-while-revalidate. */
  cdnPageHitRatio: 0.8,
  /** Of page requests that reach an instance, the share its visitor cache answers. */
  visitorCacheHitRatio: 0.5,
  /** Share of media bytes the CDN answers (keys are immutable, cached a year). */
  cdnMediaHitRatio: 0.95,
  /** A Node instance is one core; run it at most this busy at peak (room for a lost instance and spikes). */
  instanceCpuTarget: 0.5,
  /** New audio a month at 1x (songs, uploaded episodes, lectures): about 300 songs. Scales with traffic. */
  newAudioMinutesAt1x: 1_000,
  /** Images and other media stored per minute of new audio (a cover and its renditions per 3.5 minutes). */
  otherMediaMbPerAudioMinute: 0.3,
  /** A worker's share of a core it may use on average (jobs come in bursts: an import of a thousand songs). */
  workerCpuTarget: 0.25,
  /** Connections: a web instance's pool, a worker's (concurrency 2 + 2), PostgreSQL's default limit in compose.yaml. */
  poolPerInstance: 10,
  poolPerWorker: 4,
  maxConnections: 200,
};

export interface Sizing {
  scale: number;
  minutesAMonth: number;
  peakListeners: number;
  peakPageRps: number;
  peakOriginRps: number;
  peakIngestRps: number;
  instances: number;
  workers: number;
  playEventsAMonth: number;
  playEventsGbAMonth: number;
  mediaGbAMonth: number;
  streamTbAMonth: number;
  peakStreamGbps: number;
  originStreamGbps: number;
  connections: number;
  /** Every limit this scale crosses, in the order traffic meets them. */
  limits: string[];
}

export function sizing(m: Measured, scale: number): Sizing {
  const a = ASSUMPTIONS;
  const minutesAMonth = BASE_MINUTES_A_MONTH * scale;
  const peak = (perMonth: number) => (perMonth / MONTH_SECONDS) * a.peakFactor;
  const playsAMonth = minutesAMonth / a.minutesPerPlay;
  const peakListeners = peak(minutesAMonth * 60);
  const peakPageRps = peak(minutesAMonth * a.pageViewsPerMinute);
  const peakPlayRps = peak(playsAMonth);
  const peakIngestRps = peak(playsAMonth * a.ingestPostsPerPlay);
  const originPageRps = peakPageRps * (1 - a.cdnPageHitRatio);
  const pageCpuMs = a.visitorCacheHitRatio * m.pageCpuCachedMs + (1 - a.visitorCacheHitRatio) * m.pageCpuUncachedMs;
  // CPU seconds per second at peak on the web instances: pages that reach them, play starts, play reports.
  const cores = (originPageRps * pageCpuMs + peakPlayRps * m.playStartCpuMs + peakIngestRps * m.ingestCpuMs) / 1000;
  const instances = Math.max(2, Math.ceil(cores / a.instanceCpuTarget));
  const newAudioMinutes = a.newAudioMinutesAt1x * scale;
  const workerCores = (newAudioMinutes * m.ffmpegCpuPerAudioMinute) / MONTH_SECONDS;
  const workers = Math.max(2, Math.ceil(workerCores / a.workerCpuTarget));
  const playEventsAMonth = playsAMonth * a.eventsPerPlay;
  const playEventsGbAMonth = (playEventsAMonth * m.bytesPerPlayEvent) / 1e9;
  const mediaGbAMonth = (newAudioMinutes * (m.storedMbPerAudioMinute + a.otherMediaMbPerAudioMinute)) / 1000;
  const streamTbAMonth = (minutesAMonth * 60 * m.standardKbps * 1000) / 8 / 1e12;
  const peakStreamGbps = (peakListeners * m.standardKbps) / 1e6;
  const originStreamGbps = peakStreamGbps * (1 - a.cdnMediaHitRatio);
  const connections = instances * a.poolPerInstance + workers * a.poolPerWorker;
  const limits = limitsCrossed({ peakStreamGbps, connections, playEventsGbAMonth, peakIngestRps });
  return { scale, minutesAMonth, peakListeners, peakPageRps, peakOriginRps: originPageRps + peakPlayRps + peakIngestRps, peakIngestRps, instances, workers, playEventsAMonth, playEventsGbAMonth, mediaGbAMonth, streamTbAMonth, peakStreamGbps, originStreamGbps, connections, limits };
}

/** The limits a scale crosses, in the order traffic meets them. */
function limitsCrossed(s: { peakStreamGbps: number; connections: number; playEventsGbAMonth: number; peakIngestRps: number }): string[] {
  const a = ASSUMPTIONS;
  const limits: string[] = [];
  if (s.peakStreamGbps > 0.1) limits.push(`media from the origin without a CDN (${(s.peakStreamGbps * 1000).toFixed(0)} Mbit/s at peak): put one in front (CDN_URL)`);
  if (s.playEventsGbAMonth * 12 > 100) limits.push(`play_events, never pruned: ${(s.playEventsGbAMonth * 12).toFixed(0)} GB a year; partition by month and drop raw months the rollups already hold`);
  if (s.peakIngestRps > 100) limits.push(`play reports: ${s.peakIngestRps.toFixed(0)} POSTs/s at peak, each several writes on one primary; batch them`);
  if (s.connections > a.maxConnections * 0.8) limits.push(`database connections (${s.connections} pooled of max_connections ${a.maxConnections}): PgBouncer in transaction mode, or smaller pools`);
  return limits;
}

const fixed = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printSizing(m: Measured, rows: Sizing[]) {
  console.log('\nassumptions (tests/bench/capacity-sizing.ts):');
  for (const [name, value] of Object.entries(ASSUMPTIONS)) console.log(`  ${name}: ${value}`);
  console.log(`measured: page ${m.pageCpuUncachedMs.toFixed(2)} ms uncached / ${m.pageCpuCachedMs.toFixed(2)} ms cached, play start ${m.playStartCpuMs.toFixed(2)} ms, play report ${m.ingestCpuMs.toFixed(2)} ms CPU; ${m.bytesPerPlayEvent.toFixed(0)} B a play event; ffmpeg ${m.ffmpegCpuPerAudioMinute.toFixed(2)} CPU s per audio minute; ${m.standardKbps.toFixed(0)} kbps a listener\n`);
  const line = (label: string, cell: (row: Sizing) => string) => console.log(`${label.padEnd(34)}${rows.map((row) => cell(row).padStart(16)).join('')}`);
  line('', (row) => `${row.scale}x`);
  line('minutes streamed a month', (row) => fixed(row.minutesAMonth));
  line('listeners at peak', (row) => fixed(row.peakListeners));
  line('page requests/s at peak', (row) => fixed(row.peakPageRps, 1));
  line('requests/s reaching instances', (row) => fixed(row.peakOriginRps, 1));
  line('  of which play reports', (row) => fixed(row.peakIngestRps, 1));
  line('web instances (1 core each)', (row) => fixed(row.instances));
  line('job workers', (row) => fixed(row.workers));
  line('play_events rows a month', (row) => fixed(row.playEventsAMonth));
  line('PostgreSQL growth GB a month', (row) => fixed(row.playEventsGbAMonth, 1));
  line('media storage growth GB a month', (row) => fixed(row.mediaGbAMonth, 1));
  line('stream egress TB a month', (row) => fixed(row.streamTbAMonth, 2));
  line('stream Gbit/s at peak (CDN)', (row) => fixed(row.peakStreamGbps, 2));
  line('  from the origin', (row) => fixed(row.originStreamGbps, 3));
  line('pooled DB connections', (row) => fixed(row.connections));
  console.log('\nwhat breaks first (new at each scale; the earlier ones still hold):');
  rows.forEach((row, i) => {
    const earlier = new Set((rows[i - 1]?.limits ?? []).map((limit) => limit.split(' (')[0]!.split(':')[0]));
    const fresh = row.limits.filter((limit) => !earlier.has(limit.split(' (')[0]!.split(':')[0]));
    console.log(`  ${row.scale}x: ${fresh.length ? fresh.join('; ') : 'nothing new'}`);
  });
}
