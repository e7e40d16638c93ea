/**
 * The checks of issue 33 that take seconds, shared by `npm run bench:cluster` and
 * tests/server/cluster.test.ts: each returns whether it held and the figures it saw.
 */
import { execFileSync } from 'node:child_process';
import type { Knex } from 'knex';
import { CookieClient } from './browser';
import { instanceOf, type Cluster, type Instance, type Proc } from './topology';

export interface Outcome {
  held: boolean;
  figures: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A sine of `seconds`, as an mp3 (long enough for a worker to be killed in the middle of its transcode). */
export function sineMp3(seconds: number): Buffer {
  return execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-ac', '2', '-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3', '-'], { maxBuffer: 64 << 20 });
}

async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

export interface Staff {
  client: CookieClient;
  artistId: number;
}

/** The demo admin signed in through the balancer, and an artist to file songs under. */
export async function staffOf(cluster: Cluster, knex: Knex): Promise<Staff> {
  const client = new CookieClient();
  await client.signIn(cluster.balancer.url, 'admin');
  const [{ id }] = await knex('artists').insert({ name: 'Cluster Band', slug: `cluster-band-${Date.now()}`, content_type: 'HSA' }).returning('id');
  return { client, artistId: id };
}

/** Uploads the file through the balancer and saves a song with it; which instance took the upload. */
async function uploadSong(cluster: Cluster, staff: Staff, name: string, audio: Buffer): Promise<{ songId: number; uploadedOn?: Instance; audioPath: string }> {
  const form = new FormData();
  form.append('audio', new Blob([new Uint8Array(audio)], { type: 'audio/mpeg' }), `${name}.mp3`);
  const uploaded = await staff.client.request(`${cluster.balancer.url}/api/backstage/audio-uploader`, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  if (uploaded.status !== 200) throw new Error(`the upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const uploadedOn = instanceOf(cluster, uploaded.headers);
  const { audio_path: audioPath } = (await uploaded.json()) as { audio_path: string };
  const saved = await staff.client.json(`${cluster.balancer.url}/backstage/songs`, 'POST', { name, artist: staff.artistId, audio: audioPath });
  if (saved.status !== 201) throw new Error(`saving the song answered ${saved.status}: ${await saved.text()}`);
  return { songId: ((await saved.json()) as { data: { id: number } }).data.id, uploadedOn, audioPath };
}

/** What a listener's player gets from an instance for the song, and the audio bytes behind it. */
async function play(instance: Instance, songId: number): Promise<{ ok: boolean; detail: string }> {
  const res = await fetch(`${instance.url}/api/_song`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id: songId, type: 'SONG' }) });
  if (res.status !== 200) return { ok: false, detail: `/api/_song ${res.status}` };
  const src = ((await res.json()) as { data: { sources?: { src: string }[] } }).data.sources?.[0]?.src;
  if (!src) return { ok: false, detail: 'no audio source' };
  const audio = await fetch(src.startsWith('/') ? `${instance.url}${src}` : src);
  const bytes = Buffer.from(await audio.arrayBuffer());
  // An mp3 starts with an ID3 tag or a frame sync.
  const isMp3 = bytes.subarray(0, 3).toString() === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0);
  return { ok: audio.status === 200 && isMp3 && bytes.length > 10_000, detail: `${audio.status} ${audio.headers.get('content-type')} ${bytes.length} bytes` };
}

const songStatus = async (knex: Knex, songId: number) => ((await knex('songs').where('id', songId).first('meta')) as { meta: { status?: string } }).meta.status;

/** 1. A song uploaded through the balancer is processed by a worker and plays through the other instance. */
export async function uploadProcessPlay(cluster: Cluster, knex: Knex, staff: Staff): Promise<Outcome> {
  const started = performance.now();
  const { songId, uploadedOn } = await uploadSong(cluster, staff, 'Heesta Kooxda', sineMp3(5));
  const other = cluster.instances.find((i) => i !== uploadedOn) ?? cluster.instances[1]!;
  await waitFor('the song-audio job', 120_000, async () => ((await songStatus(knex, songId)) === 'done' ? true : undefined));
  const processedMs = performance.now() - started;
  // The song is named done in the job's last step; the job row is marked done just after.
  const job = await waitFor('the job marked done', 10_000, async () => {
    const row = (await knex('jobs').where('unique_key', `song-audio:${songId}`).orderBy('id', 'desc').first()) as { state: string; attempts: number } | undefined;
    return row?.state === 'done' ? row : undefined;
  });
  const played = await play(other, songId);
  return {
    held: Boolean(uploadedOn) && played.ok,
    figures: `uploaded through nginx to instance ${uploadedOn?.name ?? '?'}, processed by a worker (job ${job.state}, attempt ${job.attempts}) ${(processedMs / 1000).toFixed(1)} s after the upload, played through instance ${other.name}: ${played.detail}`,
  };
}

/** 2. A backstage save through one instance shows to visitors of the other (its visitor cache dropped) within 1 s. */
export async function saveShowsEverywhere(cluster: Cluster, knex: Knex, staff: Staff, limitMs = 1_000): Promise<Outcome> {
  const [a, b] = cluster.instances as [Instance, Instance];
  const [{ id: songId }] = await knex('songs').insert({ name: 'Magaca Hore', slug: `magaca-hore-${Date.now()}`, artist_id: staff.artistId }).returning('id');
  const page = () => fetch(`${b.url}/song/${songId}`, { headers: { Accept: 'text/html' } });
  await page();
  const before = await page();
  const cachedBefore = before.headers.get('x-visitor-cache');
  const beforeText = await before.text();
  const version = ((await knex('songs').where('id', songId).first('version')) as { version: number }).version;
  const saved = await staff.client.json(`${a.url}/backstage/songs/${songId}`, 'PUT', { name: 'Magaca Cusub', artist: staff.artistId, version });
  const savedAt = performance.now();
  if (saved.status !== 200) return { held: false, figures: `the save through ${a.name} answered ${saved.status}` };
  let seenMs = Infinity;
  let tries = 0;
  const deadline = savedAt + 5_000;
  while (performance.now() < deadline) {
    tries++;
    const res = await page();
    if ((await res.text()).includes('Magaca Cusub')) {
      seenMs = performance.now() - savedAt;
      break;
    }
    await sleep(25);
  }
  const held = cachedBefore === 'hit' && beforeText.includes('Magaca Hore') && seenMs <= limitMs;
  return { held, figures: `saved through ${a.name}; ${b.name} served the old page from its visitor cache (X-Visitor-Cache: ${cachedBefore}) and the new name ${Number.isFinite(seenMs) ? `${seenMs.toFixed(0)} ms` : 'not within 5 s'} after the save (${tries} reads; limit ${limitMs} ms)` };
}

/** 3. A signed-in session and its XSRF token work whichever instance answers; without the token a write is refused on each. */
export async function sessionEverywhere(cluster: Cluster, staff: Staff): Promise<Outcome> {
  const parts: string[] = [];
  let held = true;
  for (const instance of cluster.instances) {
    const page = await staff.client.request(`${instance.url}/backstage`, { headers: { Accept: 'text/html' } });
    const write = await staff.client.json(`${instance.url}/backstage/songs`, 'POST', {});
    const noToken = await staff.client.json(`${instance.url}/backstage/songs`, 'POST', {}, { xsrf: false });
    // The write is refused for its empty form (422), not for its session (401) or token (419).
    const ok = page.status === 200 && write.status === 422 && noToken.status === 419;
    held &&= ok;
    parts.push(`${instance.name}: backstage ${page.status}, a write with the token ${write.status} (validation, past session and XSRF), without it ${noToken.status}`);
  }
  return { held, figures: parts.join('; ') };
}

/** 6. A worker killed (SIGKILL) in the middle of a job: the other one finishes it once the lease has run out, and the song plays. */
export async function workerKilledMidJob(cluster: Cluster, knex: Knex, staff: Staff, leaseMs: number): Promise<Outcome> {
  const { songId } = await uploadSong(cluster, staff, 'Heesta Shaqada', sineMp3(30));
  const key = `song-audio:${songId}`;
  const running = await waitFor('a worker taking the job', 60_000, async () => {
    const job = (await knex('jobs').where('unique_key', key).first()) as { id: number; state: string; locked_by: string | null } | undefined;
    return job?.state === 'running' && job.locked_by ? job : undefined;
  });
  const pid = Number(running.locked_by!.split(':')[1]);
  const victim = cluster.workers.find((w) => w.child.pid === pid) as Proc | undefined;
  if (!victim) return { held: false, figures: `the job's worker (${running.locked_by}) is not one of ours` };
  const killedAt = performance.now();
  await cluster.kill(victim);
  // The song is marked done by the job's work, the job itself a moment later by the worker: wait for both.
  const jobDone = async () => ((await knex('jobs').where('id', running.id).first('state')) as { state: string }).state === 'done';
  await waitFor('the job finished by the other worker', leaseMs + 90_000, async () => ((await songStatus(knex, songId)) === 'done' && (await jobDone()) ? true : undefined));
  const doneMs = performance.now() - killedAt;
  const job = (await knex('jobs').where('id', running.id).first()) as { state: string; attempts: number };
  const played = await play(cluster.instances[0]!, songId);
  const held = job.state === 'done' && job.attempts === 2 && doneMs >= leaseMs * 0.9 && played.ok;
  // A worker in its place, for what follows.
  cluster.startWorker();
  return { held, figures: `${victim.name} killed mid-job; the job was done ${(doneMs / 1000).toFixed(1)} s later (lease ${leaseMs / 1000} s) on attempt ${job.attempts}, state ${job.state}; plays: ${played.detail}` };
}
