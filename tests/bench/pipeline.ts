/**
 * `npm run bench:pipeline [-- --songs 4]`: what the audio pipeline does on this machine with a
 * 3-minute stereo song: jobs per minute through one worker (download through the yt-dlp stand-in,
 * probe, loudness normalisation and both mp3 renditions, storage, the song's row) and the wall time
 * from queueing a song to its being playable. Beside it, in the same run, the baseline: one plain
 * ffmpeg mp3 encode of the same file (no normalisation, one rendition), the least any pipeline pays.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateLatest } from '../../server/db/migrations';
import { createLogger } from '../../server/logger';
import { createMediaStorage } from '../../server/services/storage/create-media-storage';
import { jobHandlers } from '../../server/app-jobs';
import { startWorker } from '../../server/jobs/worker';
import { queueSongAudio } from '../../server/features/songs/song-processing';

const { values: args } = parseArgs({ options: { songs: { type: 'string', default: '4' } } });
const SONGS = Number(args.songs);
const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'hees-bench-pipeline-'));
const source = path.join(work, 'three-minutes.mp3');

// A 3-minute stereo "song": tones at the centre and the sides, with some noise, as a 192 kbps mp3.
execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=f=220:d=180', '-f', 'lavfi', '-i', 'sine=f=330:d=180', '-f', 'lavfi', '-i', 'anoisesrc=d=180:a=0.05',
  '-filter_complex', '[0][1]amerge=inputs=2[s];[s][2]amix=inputs=2,pan=stereo|c0=c0|c1=c1', '-c:a', 'libmp3lame', '-b:a', '192k', source]);

const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

// The baseline: one plain encode, as many times as songs.
const baselineStart = process.hrtime.bigint();
for (let i = 0; i < SONGS; i++) spawnSync('ffmpeg', ['-v', 'error', '-y', '-i', source, '-c:a', 'libmp3lame', '-b:a', '128k', path.join(work, 'plain.mp3')]);
const baseline = seconds(baselineStart) / SONGS;

process.env.FAKE_YTDLP_AUDIO = source;
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STORAGE_DIR: path.join(work, 'storage'), YTDLP_PATH: path.join(root, 'tests/fixtures/bin/fake-yt-dlp.cjs') });
const db = await openDatabase({ pgliteDataDir: path.join(work, 'db') });
await migrateLatest(db.knex);
const logger = createLogger('silent');
const context = { config, db, logger, storage: createMediaStorage(config) };
const [{ id: artistId }] = await db.knex('artists').insert({ name: 'Bench', slug: 'bench', content_type: 'HSA' }).returning('id');

const ids: number[] = [];
for (let i = 0; i < SONGS; i++) {
  const [{ id }] = await db.knex('songs').insert({ name: `Song ${i}`, slug: `song-${i}`, artist_id: artistId, youtube: `bench${String(i).padStart(6, '0')}` }).returning('id');
  ids.push(id);
}
const queued = process.hrtime.bigint();
for (const id of ids) await queueSongAudio(db.knex, id);
let firstPlayable = 0;
const watch = setInterval(async () => {
  if (firstPlayable) return;
  const done = await db.knex('songs').whereIn('id', ids).whereNotNull('mp3').first('id');
  if (done) firstPlayable = seconds(queued);
}, 100);
await startWorker({ knex: db.knex, logger, handlers: jobHandlers(context), untilIdle: true }).done;
clearInterval(watch);
const total = seconds(queued);
const states = await db.knex('jobs').select('state').count('* as n').groupBy('state');
await db.close();
rmSync(work, { recursive: true, force: true });

console.log(`\nAudio pipeline, ${SONGS} songs of 3:00 (stereo 192 kbps source), one worker, load ${loadavg()[0]!.toFixed(2)} on this machine`);
console.log(`  jobs:            ${JSON.stringify(Object.fromEntries(states.map((row) => [row.state, Number(row.n)])))}`);
console.log(`  pipeline:        ${(total / SONGS).toFixed(2)} s a song  ->  ${((SONGS / total) * 60).toFixed(1)} jobs per minute`);
console.log(`  queued -> first playable: ${firstPlayable.toFixed(2)} s`);
console.log(`  baseline (one plain 128 kbps encode): ${baseline.toFixed(2)} s a song  ->  ${(60 / baseline).toFixed(1)} per minute`);
console.log(`  pipeline / baseline: ${((total / SONGS) / baseline).toFixed(2)}x (normalisation and a second rendition)`);
