import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { VERSION } from '../helpers/inertia';
import { reindexSongs } from '../../server/features/search/search.indexer';

/**
 * Backstage lists paged at any depth (server/backstage/list-page.ts reads a page's ids first, and a
 * page past the middle from the other end): page N is the N-th slice of the list's whole order, ties
 * broken by id, whichever end it was read from. The order expected is asked of the database in one
 * statement with no paging at all.
 */
let ctx: BackstageContext;
const PER_PAGE = 25;

beforeAll(async () => {
  ctx = await backstageContext();
  // 260 more songs whose update times repeat (seven values), so most pages hold ties, and some in the trash.
  const artist = (await ctx.knex('artists').whereNull('deleted_at').orderBy('id').first<{ id: number }>('id')).id;
  await ctx.knex.raw(
    `insert into songs (name, slug, artist_id, created_at, updated_at, deleted_at)
     select 'Deep ' || (g % 13), 'deep-page-' || g, ?, now(), timestamp '2026-01-01' + (g % 7) * interval '1 day',
            case when g % 9 = 0 then now() end
     from generate_series(1, 260) as g`,
    [artist],
  );
  await reindexSongs(ctx.knex, await idsOf(`select id from songs where slug like 'deep-page-%'`));
  await ctx.knex.raw(`update songs set meta = jsonb_set(coalesce(meta, '{}'), '{status}', '"fail"') where slug like 'deep-page-%' and id % 3 = 0`);
});
afterAll(async () => ctx?.close());

interface PageProps {
  data: { id: number }[];
  current_page: number;
  last_page: number;
  total: number;
  next_page_url: string | null;
  prev_page_url: string | null;
}

async function pageOf(path: string, prop: string): Promise<PageProps> {
  const res = await ctx.admin.agent.get(path).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200);
  return res.body.props[prop] as PageProps;
}

const idsOf = async (sql: string) => ((await ctx.knex.raw<{ rows: { id: number | string }[] }>(sql)).rows).map((row) => Number(row.id));
const withQuery = (path: string, page: number) => `${path}${path.includes('?') ? '&' : '?'}page=${page}`;

/** Each list URL and its whole order, as one unpaged statement reads it. */
const CASES: { path: string; prop: string; order: string }[] = [
  { path: '/backstage/songs', prop: 'songs', order: 'select id from songs where deleted_at is null order by updated_at desc, id desc' },
  { path: '/backstage/songs?sort=updated_at', prop: 'songs', order: 'select id from songs where deleted_at is null order by updated_at, id' },
  { path: '/backstage/songs?sort=-name', prop: 'songs', order: 'select id from songs where deleted_at is null order by name desc, id desc' },
  { path: '/backstage/songs?sort=artist', prop: 'songs', order: 'select songs.id from songs join artists on artists.id = songs.artist_id where songs.deleted_at is null order by artists.name, songs.id' },
  { path: '/backstage/songs?trashed=only', prop: 'songs', order: 'select id from songs where deleted_at is not null order by updated_at desc, id desc' },
  { path: '/backstage/songs?filter=failed', prop: 'songs', order: `select id from songs where deleted_at is null and meta->>'status' = 'fail' order by updated_at desc, id desc` },
  { path: '/backstage/songs?q=deep', prop: 'songs', order: `select id from songs where deleted_at is null and name like 'Deep %' order by updated_at desc, id desc` },
  { path: '/backstage/artists?sort=-songs_count', prop: 'artists', order: 'select artists.id from artists where deleted_at is null order by (select count(*) from songs where songs.artist_id = artists.id and songs.deleted_at is null) desc, id desc' },
];

describe('backstage lists at any depth', () => {
  it.each(CASES)('$path: every page is its slice of the whole order, ties broken by id', async ({ path, prop, order }) => {
    const expected = await idsOf(order);
    const first = await pageOf(path, prop);
    expect(first.total).toBe(expected.length);
    expect(first.last_page).toBe(Math.max(1, Math.ceil(expected.length / PER_PAGE)));
    for (let page = 1; page <= first.last_page; page++) {
      const shown = await pageOf(withQuery(path, page), prop);
      expect(shown.data.map((row) => Number(row.id)), `page ${page}`).toEqual(expected.slice((page - 1) * PER_PAGE, page * PER_PAGE));
      expect(shown.current_page).toBe(page);
      expect(shown.next_page_url).toBe(page < first.last_page ? withQuery(path, page + 1) : null);
      expect(shown.prev_page_url).toBe(page > 1 ? withQuery(path, page - 1) : null);
    }
    const beyond = await pageOf(withQuery(path, first.last_page + 1), prop);
    expect(beyond.data).toEqual([]);
    expect(beyond.last_page).toBe(first.last_page);
  });

  it('the jobs list pages its finished jobs newest first at any depth', async () => {
    await ctx.knex.raw(
      `insert into jobs (kind, payload, state, attempts, max_attempts, run_at, updated_at, finished_at)
       select 'song-audio', jsonb_build_object('songId', g), 'done', 1, 3, now(), now(), now() - (g % 5) * interval '1 minute'
       from generate_series(1, 95) as g`,
    );
    const expected = await idsOf(`select id from jobs where state = 'done' and finished_at > now() - interval '24 hours' order by finished_at desc, id desc`);
    const first = await pageOf('/backstage/jobs?state=done', 'jobs');
    expect(first.total).toBe(expected.length);
    const shown: number[] = [];
    for (let page = 1; page <= first.last_page; page++) shown.push(...(await pageOf(`/backstage/jobs?state=done&page=${page}`, 'jobs')).data.map((row) => Number(row.id)));
    expect(shown).toEqual(expected);
  });
});
