import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/test-app';

/**
 * The public song lists paged at any depth (issue 34): a page past the middle is read from the
 * list's other end (paginate's pageOf with a source's rowsFromEnd), and must still be the N-th slice
 * of the whole order, ties broken by id. One artist and one genre get 600 songs whose plays and
 * release years repeat, some with no year, some in the trash; the order expected is one unpaged
 * statement.
 */
let ctx: TestContext;
let artist: number;
let genre: number;

beforeAll(async () => {
  ctx = await createTestContext({ demo: true });
  artist = (await ctx.knex('artists').whereNull('deleted_at').orderBy('id').first<{ id: number }>('id')).id;
  genre = (await ctx.knex('genres').orderBy('id').first<{ id: number }>('id')).id;
  await ctx.knex.raw(
    `insert into songs (name, slug, artist_id, plays_count, released, created_at, updated_at, deleted_at)
     select 'Deep ' || g, 'public-deep-' || g, ?, g % 4, case when g % 5 = 0 then null else 2000 + g % 3 end,
            timestamp '2020-01-01' + (g % 9) * interval '1 day', now(), case when g % 17 = 0 then now() end
     from generate_series(1, 600) as g`,
    [artist],
  );
  await ctx.knex.raw(`insert into song_genre (song_id, genre_id, plays_count) select id, ?, plays_count from songs where slug like 'public-deep-%' on conflict do nothing`, [genre]);
});
afterAll(async () => ctx?.close());

const idsOf = async (sql: string, bindings: number[] = []) => (await ctx.knex.raw<{ rows: { id: number }[] }>(sql, bindings)).rows.map((row) => Number(row.id));

interface Paged {
  data: { id: number }[];
  total: number;
  last_page: number;
  per_page: number;
}

const CASES = [
  { name: '/api/just-added', path: () => '/api/just-added', order: () => idsOf('select id from songs where deleted_at is null order by created_at desc, id desc') },
  {
    name: '/api/artist/{id}/songs',
    path: () => `/api/artist/${artist}/songs`,
    order: () => idsOf('select id from songs where deleted_at is null and artist_id = ? order by plays_count desc, released desc nulls last, id', [artist]),
  },
  {
    name: '/api/genre/{id}',
    path: () => `/api/genre/${genre}`,
    order: () => idsOf('select sg.song_id as id from song_genre sg join songs on songs.id = sg.song_id where songs.deleted_at is null and sg.genre_id = ? order by sg.plays_count desc, sg.song_id', [genre]),
  },
];

/** A list's answer, wherever its pager sits in the JSON (`data` at the top, or under `songs`). */
const pagedOf = (body: Record<string, unknown>): Paged => ('data' in body && Array.isArray(body.data) ? body : (body.songs ?? (body.data as Record<string, unknown>).songs)) as Paged;

describe('public song lists at any depth', () => {
  it.each(CASES)('$name: every page is its slice of the whole order, ties broken by id', async ({ path, order }) => {
    const expected = await order();
    const first = pagedOf((await request(ctx.app).get(path()).expect(200)).body);
    expect(first.total).toBe(expected.length);
    const perPage = first.per_page;
    expect(first.last_page).toBe(Math.ceil(expected.length / perPage));
    for (let page = 1; page <= first.last_page; page++) {
      const shown = pagedOf((await request(ctx.app).get(`${path()}?page=${page}`).expect(200)).body);
      expect(shown.data.map((song) => song.id), `page ${page}`).toEqual(expected.slice((page - 1) * perPage, page * perPage));
    }
    expect(pagedOf((await request(ctx.app).get(`${path()}?page=${first.last_page + 1}`).expect(200)).body).data).toEqual([]);
  });
});
