import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { VERSION } from '../helpers/inertia';
import { ingestPlays } from '../../server/features/plays/plays.ingest';

/**
 * Backstage lists keep their ordered ids per data version (server/db/kept-list-ids.ts,
 * migration 20261204000001_list_changes): a visit with no write since the last reads its page from
 * the kept ids, and any write to a table the list reads, by any writer, shows at the next visit.
 */
let ctx: BackstageContext;
const statements: string[] = [];

beforeAll(async () => {
  ctx = await backstageContext();
  ctx.knex.on('query', ({ sql }: { sql: string }) => statements.push(sql));
});
afterAll(async () => ctx?.close());

interface ListProps {
  data: { id: number; name: string }[];
  total: number;
  last_page: number;
}

async function visit(path: string, prop = 'songs'): Promise<{ list: ListProps; readWholeOrder: boolean }> {
  statements.length = 0;
  const res = await ctx.admin.agent.get(path).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200);
  return { list: res.body.props[prop] as ListProps, readWholeOrder: statements.some((sql) => sql.includes('array((select')) };
}

const idsOf = async (sql: string) => (await ctx.knex.raw<{ rows: { id: number }[] }>(sql)).rows.map((row) => Number(row.id));
const liveSongs = 'select id from songs where deleted_at is null order by updated_at desc, id desc';
const songsVersion = async () => Number((await ctx.knex('list_changes').where('list_name', 'songs').sum({ sum: 'weight' }))[0]!.sum);

describe('backstage lists kept per data version', () => {
  it('reads the whole order once, then each visit and page from the kept ids while nothing is written', async () => {
    const first = await visit('/backstage/songs?sort=-name');
    expect(first.readWholeOrder).toBe(true);
    const again = await visit('/backstage/songs?sort=-name');
    expect(again.readWholeOrder).toBe(false);
    expect(again.list).toEqual(first.list);
    const expected = await idsOf('select id from songs where deleted_at is null order by name desc, id desc');
    const last = await visit(`/backstage/songs?sort=-name&page=${first.list.last_page}`);
    expect(last.readWholeOrder).toBe(false);
    expect(last.list.data.map((row) => row.id)).toEqual(expected.slice((first.list.last_page - 1) * 25));
  });

  it('shows a write made by any writer (here plain SQL, as the worker or psql would) at the next visit', async () => {
    const before = await visit('/backstage/songs');
    const [gone] = before.list.data;
    await ctx.knex.raw('update songs set deleted_at = now() where id = ?', [gone!.id]);
    const after = await visit('/backstage/songs');
    expect(after.readWholeOrder).toBe(true);
    expect(after.list.total).toBe(before.list.total - 1);
    expect(after.list.data.map((row) => row.id)).toEqual((await idsOf(liveSongs)).slice(0, 25));
    expect(after.list.data.map((row) => row.id)).not.toContain(gone!.id);
  });

  it('lets visits that arrive together after a write share one read of the whole order, each showing the write', async () => {
    const before = await visit('/backstage/songs?sort=-name');
    const [gone] = before.list.data;
    await ctx.knex.raw('update songs set deleted_at = now() where id = ?', [gone!.id]);
    statements.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => ctx.admin.agent.get('/backstage/songs?sort=-name').set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200)),
    );
    expect(statements.filter((sql) => sql.includes('array((select')).length).toBe(1);
    const expected = (await idsOf('select id from songs where deleted_at is null order by name desc, id desc')).slice(0, 25);
    for (const answer of answers) {
      const list = answer.body.props.songs as ListProps;
      expect(list.total).toBe(before.list.total - 1);
      expect(list.data.map((row) => row.id)).toEqual(expected);
    }
  });

  it("follows a write to another table the list reads: an artist's new name reorders the songs by artist", async () => {
    const order = 'select songs.id from songs join artists on artists.id = songs.artist_id where songs.deleted_at is null order by artists.name, songs.id';
    const before = await visit('/backstage/songs?sort=artist');
    expect(before.list.data.map((row) => row.id)).toEqual((await idsOf(order)).slice(0, 25));
    const last = (await ctx.knex('artists').whereNull('deleted_at').orderBy('name', 'desc').first<{ id: number }>('id')).id;
    await ctx.knex('artists').where('id', last).update({ name: '  Aaaa first now' });
    const after = await visit('/backstage/songs?sort=artist');
    expect(after.readWholeOrder).toBe(true);
    expect(after.list.data.map((row) => row.id)).toEqual((await idsOf(order)).slice(0, 25));
    expect(after.list.data.map((row) => row.id)).not.toEqual(before.list.data.map((row) => row.id));
  });

  it("follows lyrics removed: the song joins the no-lyrics filter's list", async () => {
    const before = await visit('/backstage/songs?filter=no-lyrics');
    const song = (await ctx.knex('verses').join('songs', 'songs.id', 'verses.song_id').whereNull('songs.deleted_at').first<{ song_id: number }>('verses.song_id')).song_id;
    await ctx.knex('verses').where('song_id', song).delete();
    const after = await visit('/backstage/songs?filter=no-lyrics');
    expect(after.list.total).toBe(before.list.total + 1);
  });

  it("listeners' plays (counters only) move no list, though they write the songs' plays_count", async () => {
    await visit('/backstage/songs');
    const version = await songsVersion();
    const song = (await ctx.knex('songs').whereNull('deleted_at').whereNotNull('mp3').first<{ id: number; plays_count: number }>('id', 'plays_count'))!;
    await ingestPlays(ctx.knex, [{ name: 'Song', song_id: song.id, event_category: 'play' }], { key: 'kept-lists-listener', userId: null });
    expect((await ctx.knex('songs').where('id', song.id).first<{ plays_count: number }>('plays_count'))!.plays_count).toBe(song.plays_count + 1);
    expect(await songsVersion()).toBe(version);
    expect((await visit('/backstage/songs')).readWholeOrder).toBe(false);
  });

  it("moves the version for a write made with another search path (psql on a DATABASE_SCHEMA catalogue)", async () => {
    const version = await songsVersion();
    const schema = (await ctx.knex.raw<{ rows: { schema: string }[] }>('select current_schema() as schema')).rows[0]!.schema;
    const song = (await ctx.knex('songs').first<{ id: number }>('id'))!.id;
    await ctx.knex.transaction(async (trx) => {
      await trx.raw('set local search_path = pg_catalog');
      await trx.raw('update ??.songs set name = name where id = ?', [schema, song]);
    });
    expect(await songsVersion()).toBe(version + 1);
  });

  it('folds its change rows now and then without changing the version', async () => {
    const version = await songsVersion();
    const song = (await ctx.knex('songs').first<{ id: number }>('id'))!.id;
    // 600 statements: each adds a row, and 1 in 32 folds the rows (none folded: (31/32)^600, 6e-9).
    for (let i = 0; i < 600; i++) await ctx.knex.raw('update songs set name = name where id = ?', [song]);
    expect(await songsVersion()).toBe(version + 600);
    expect(Number((await ctx.knex('list_changes').where('list_name', 'songs').count({ n: '*' }))[0]!.n)).toBeLessThan(600);
  });

  /**
   * A list ordered by a counted column: kept (read whole once, then not again), its page the unpaged
   * statement's; `most` is the largest count in `countOf` (table, key), and after `outnumber(last, most)`
   * gives the order's last row more than that, that row is first.
   */
  async function countedOrderFollowsWrites(path: string, prop: string, order: string, countOf: [table: string, key: string], outnumber: (last: number, most: number) => Promise<void>) {
    const first = await visit(path, prop);
    expect(first.readWholeOrder).toBe(true);
    expect((await visit(path, prop)).readWholeOrder).toBe(false);
    expect(first.list.data.map((row) => row.id)).toEqual((await idsOf(order)).slice(0, 25));
    const last = (await idsOf(order)).at(-1)!;
    const most = Math.max(...(await ctx.knex(countOf[0]).groupBy(countOf[1]).count({ n: '*' })).map((row) => Number(row.n)), 0);
    await outnumber(last, most);
    const after = await visit(path, prop);
    expect(after.readWholeOrder).toBe(true);
    expect(after.list.data[0]!.id).toBe(last);
    expect(after.list.data.map((row) => row.id)).toEqual((await idsOf(order)).slice(0, 25));
  }

  it('keeps a list ordered by a counted column too, and a follow (a table it reads) reorders it at the next visit', async () => {
    const byFollowers = 'select id from artists where deleted_at is null order by (select count(*) from artist_follows f where f.artist_id = artists.id) desc, id desc';
    // The last artist of the order gains more followers than any.
    await countedOrderFollowsWrites('/backstage/artists?sort=-followers_count', 'artists', byFollowers, ['artist_follows', 'artist_id'], async (last, most) => {
      const listeners = await ctx.knex('users').orderBy('id').limit(most + 1).pluck('id');
      if (listeners.length < most + 1) throw new Error(`the demo has ${listeners.length} users, ${most + 1} needed`);
      await ctx.knex('artist_follows').insert(listeners.map((user_id: number) => ({ user_id, artist_id: last })));
    });
  });

  it("keeps the playlists ordered by their song count, and a song added to a playlist reorders them at the next visit", async () => {
    const bySongs = 'select id from playlists where deleted_at is null order by (select count(*) from playlist_song s where s.playlist_id = playlists.id) desc, id desc';
    // The last playlist of the order gets more songs than any.
    await countedOrderFollowsWrites('/backstage/playlist?sort=-songs_count', 'playlists', bySongs, ['playlist_song', 'playlist_id'], async (last, most) => {
      const have = await ctx.knex('playlist_song').where('playlist_id', last).pluck('song_id');
      const songs = await ctx.knex('songs').whereNotIn('id', have).orderBy('id').limit(most + 1).pluck('id');
      await ctx.knex('playlist_song').insert(songs.map((song_id: number, index: number) => ({ playlist_id: last, song_id, position: 1000 + index })));
    });
  });

  it('keeps no list whose rows change with the clock (the jobs finished in the last day)', async () => {
    const { readWholeOrder } = await visit('/backstage/jobs?state=done', 'jobs');
    expect(readWholeOrder).toBe(false);
    expect(statements.some((sql) => sql.includes('list_changes'))).toBe(false);
  });

  // Two connections at once: the embedded database has one.
  it.skipIf(!process.env.DATABASE_URL)('a write not yet committed is not kept as the list: the visit after the commit shows it', async () => {
    const before = await visit('/backstage/songs');
    const trx = await ctx.knex.transaction();
    try {
      await trx('songs').where('id', before.list.data[0]!.id).update({ deleted_at: trx.fn.now() });
      const during = await visit('/backstage/songs');
      expect(during.list.total).toBe(before.list.total);
      await trx.commit();
    } catch (error) {
      await trx.rollback();
      throw error;
    }
    const after = await visit('/backstage/songs');
    expect(after.list.total).toBe(before.list.total - 1);
    expect(after.list.data.map((row) => row.id)).toEqual((await idsOf(liveSongs)).slice(0, 25));
  });
});
