import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { inertiaGet } from '../helpers/inertia';
import { startWorker } from '../../server/jobs/worker';
import { enqueue } from '../../server/jobs/job-queue';
import { JOB_SCHEDULES, jobHandlers } from '../../server/app-jobs';
import { createLogger } from '../../server/logger';
import { rankSimilarNow, SIMILAR_SONGS, SIMILAR_SONGS_JOB, SIMILAR_SONGS_KEPT } from '../../server/features/songs/similar-songs';

let ctx: BackstageContext;
beforeAll(async () => { ctx = await backstageContext(); });
afterAll(async () => ctx?.close());

const api = (method: 'post' | 'delete', url: string) => request(ctx.app)[method](url).set('Authorization', `Bearer ${ctx.admin.token}`).set('Accept', 'application/json');
const pageSimilarIds = async (id: number): Promise<number[]> =>
  (await inertiaGet(ctx.app, `/song/${id}`).expect(200)).body.props.song.similarSongs.map((song: { id: number }) => song.id);
const liveIds = async (id: number) => {
  const song = await ctx.knex('songs').where('id', id).first('id', 'artist_id');
  return (await rankSimilarNow(ctx.knex, song)).map((row) => row.id);
};
const keptRow = (id: number) => ctx.knex('similar_songs').where('song_id', id).first();
/**
 * Runs the refresh once, as its schedule queues it. Queued here, not by a worker's schedule: a worker
 * that stops when idle can look for work before its schedule's insert lands (on a server's pool they
 * run side by side) and stop with the job still waiting.
 */
const runRefresh = async () => {
  await enqueue(ctx.knex, { kind: SIMILAR_SONGS_JOB, uniqueKey: SIMILAR_SONGS_JOB, maxAttempts: 1 });
  await startWorker({ knex: ctx.knex, logger: createLogger('silent'), handlers: jobHandlers(ctx.app.context), untilIdle: true }).done;
  expect(Number((await ctx.knex('jobs').where('kind', SIMILAR_SONGS_JOB).whereIn('state', ['waiting', 'running']).count('* as n').first())!.n)).toBe(0);
};
const publicSongIds = () => ctx.knex('songs').whereNull('deleted_at').orderBy('id').pluck<number[]>('id');

describe('similar songs are ranked ahead of time and kept per song', () => {
  it('every worker queues the refresh every 10 minutes', () => {
    expect(JOB_SCHEDULES).toContainEqual({ kind: SIMILAR_SONGS_JOB, everyMs: 10 * 60_000 });
  });

  it('the seed keeps a ranking for every public song, and each page shows the same list as ranking it now', async () => {
    const ids = await publicSongIds();
    expect(Number((await ctx.knex('similar_songs').count('* as n').first())!.n)).toBe(ids.length);
    // Every tenth song, through the page: the kept ranking read by primary key, against the live one.
    for (const id of ids.filter((_, index) => index % 10 === 0)) {
      const kept = (await keptRow(id)).song_ids as number[];
      expect(kept.length).toBeLessThanOrEqual(SIMILAR_SONGS_KEPT);
      expect(kept).not.toContain(id);
      const page = await pageSimilarIds(id);
      expect(page).toEqual(await liveIds(id));
      expect(page).toEqual(kept.slice(0, SIMILAR_SONGS));
    }
  });

  it('a song with no kept ranking is ranked on the spot, and the job keeps it without dropping visitors’ cached pages', async () => {
    const id = (await publicSongIds())[3]!;
    const before = await pageSimilarIds(id);
    await ctx.knex('similar_songs').where('song_id', id).delete();
    expect(await pageSimilarIds(id)).toEqual(before);
    const generation = async () => Number((await ctx.knex('public_content_state').where('id', 1).first()).generation);
    const generationBefore = await generation();
    await runRefresh();
    expect(await generation()).toBe(generationBefore);
    const row = await keptRow(id);
    expect((row.song_ids as number[]).slice(0, SIMILAR_SONGS)).toEqual(before);
    expect(await pageSimilarIds(id)).toEqual(before);
  });

  it('a song trashed since the ranking was kept leaves the list at once, and a spare takes its place', async () => {
    const id = (await publicSongIds())[5]!;
    const kept = (await keptRow(id)).song_ids as number[];
    expect(kept.length).toBeGreaterThan(SIMILAR_SONGS);
    const gone = kept[0]!;
    await api('delete', `/backstage/songs/${gone}`).expect(200);
    const page = await pageSimilarIds(id);
    expect(page).not.toContain(gone);
    expect(page).toEqual(kept.slice(1, SIMILAR_SONGS + 1));
    await api('post', `/backstage/songs/${gone}/restore`).expect(200);
  });

  it('a new playlist drops the kept rankings of its songs: their pages count it at once, and the job keeps them again', async () => {
    // A song of the artist with the fewest songs, and the most played song of another artist: on
    // two playlists together (2 points each), each ranks among the other's similar songs.
    const { artist_id: artistId } = (await ctx.knex('songs').whereNull('deleted_at').groupBy('artist_id').orderByRaw('count(*), artist_id').first('artist_id'))!;
    const first = await ctx.knex('songs').where('artist_id', artistId).whereNull('deleted_at').orderBy('id').first('id');
    const other = await ctx.knex('songs').whereNull('deleted_at').whereNot('artist_id', artistId).orderBy('plays_count', 'desc').first('id');
    expect(await pageSimilarIds(first.id)).not.toContain(other.id);
    for (const name of ['Labadaba', 'Labadaba 2']) await api('post', '/backstage/playlist').send({ name, songs: [first.id, other.id] }).expect(201);
    expect(await keptRow(first.id)).toBeUndefined();
    expect(await keptRow(other.id)).toBeUndefined();
    expect(await pageSimilarIds(first.id)).toContain(other.id);
    expect(await pageSimilarIds(other.id)).toContain(first.id);

    await runRefresh();
    expect((await keptRow(first.id)).song_ids).toContain(other.id);
    expect(await pageSimilarIds(first.id)).toEqual(await liveIds(first.id));

    // In the trash, the playlists link the two no more: at once, and once the job has kept them again.
    const made = await ctx.knex('playlists').whereIn('name', ['Labadaba', 'Labadaba 2']).pluck<number[]>('id');
    for (const playlistId of made) await api('delete', `/backstage/playlist/${playlistId}`).expect(200);
    expect(await keptRow(first.id)).toBeUndefined();
    expect(await pageSimilarIds(first.id)).not.toContain(other.id);
    await runRefresh();
    expect((await keptRow(first.id)).song_ids).not.toContain(other.id);
    expect(await pageSimilarIds(first.id)).toEqual(await liveIds(first.id));
  });

  it('the job ranks again only what is missing or older than a day', async () => {
    const ranked = await ctx.knex('similar_songs').orderBy('song_id', 'desc').limit(2).pluck<number[]>('song_id');
    const [stale, fresh] = ranked;
    const old = new Date(Date.now() - 2 * 24 * 3600_000);
    await ctx.knex('similar_songs').where('song_id', stale).update({ computed_at: old, song_ids: [] });
    await ctx.knex('similar_songs').where('song_id', fresh).update({ song_ids: [] });
    await runRefresh();
    const staleRow = await keptRow(stale!);
    expect(staleRow.computed_at.getTime()).toBeGreaterThan(old.getTime());
    expect(staleRow.song_ids).toEqual((await liveIds(stale!)).concat(staleRow.song_ids.slice(SIMILAR_SONGS)));
    // A fresh ranking is left as it is (here: emptied by hand, so the page shows no similar songs).
    expect((await keptRow(fresh!)).song_ids).toEqual([]);
    expect(await pageSimilarIds(fresh!)).toEqual([]);
    await ctx.knex('similar_songs').where('song_id', fresh).delete();
  });
});
