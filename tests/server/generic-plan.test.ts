import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { queryGeneric, readWithKeptPlan } from '../../server/db/generic-plan';
import { findSongWithLists, songCards, songCardsByIds } from '../../server/features/songs/songs.queries';
import { artistCardsByIds, artistSongs, findArtist } from '../../server/features/artists/artists.queries';
import { openFreshDatabase } from '../helpers/database';
import { announcedDuring } from '../helpers/round-trips';

/**
 * Search statements and the public pages' hot reads run with a plan kept per connection, and the
 * setting that forces it must not outlive them. One connection (PGlite has only one; on a server the
 * test opens a pool of one), so what the next statement sees is what the last one left behind.
 */
describe('running statements with a kept plan', () => {
  let fresh: Database;
  let db: Database;
  beforeAll(async () => {
    fresh = await openFreshDatabase({ from: 'demo' });
    db = fresh.kind === 'pglite' ? fresh : await openDatabase({ url: fresh.url, poolMax: 1 });
  });
  afterAll(async () => {
    if (db !== fresh) await db?.close();
    await fresh?.close();
  });

  const mode = async () => (await db.knex.raw<{ rows: { plan_cache_mode: string }[] }>('show plan_cache_mode')).rows[0]!.plan_cache_mode;
  const prepared = async () =>
    (await db.knex.raw<{ rows: { n: number }[] }>(`select count(*)::int as n from pg_prepared_statements where name like 'plan\\_%'`)).rows[0]!.n;

  it('forces a generic plan for the statement only, and prepares each statement once', async () => {
    const sql = `select current_setting('plan_cache_mode') as mode, ?::text as word, ?::int as n, ?::text[] as words, ?::boolean as yes`;
    const before = await prepared();
    const first = await queryGeneric(db.knex, sql, ['maxamed', 3, ['cali', 'xasan'], true]);
    expect(first).toEqual([{ mode: 'force_generic_plan', word: 'maxamed', n: 3, words: ['cali', 'xasan'], yes: true }]);
    expect(await mode()).toBe('auto');
    expect(await queryGeneric(db.knex, sql, ['faadumo', 4, [], false])).toEqual([{ mode: 'force_generic_plan', word: 'faadumo', n: 4, words: [], yes: false }]);
    expect(await prepared()).toBe(before + 1);
  });

  it('passes hostile text and arrays through as they are', async () => {
    const hostile = `it's 100% \\ "o'clock" _ {a,b} ; deallocate all; --`;
    const rows = await queryGeneric(db.knex, 'select ?::text as v, ?::text[] as words, ?::int[] as ids', [hostile, [hostile, ''], [3, -1]]);
    expect(rows).toEqual([{ v: hostile, words: [hostile, ''], ids: [3, -1] }]);
  });

  it('leaves nothing behind when a statement fails', async () => {
    await expect(queryGeneric(db.knex, 'select 1 / ?::int as v', [0])).rejects.toThrow(/division by zero/);
    expect(await mode()).toBe('auto');
    expect(await queryGeneric(db.knex, 'select 1 / ?::int as v', [1])).toEqual([{ v: 1 }]);
  });

  it('reads the cards of any number of ids with one kept statement, the rows a plain read gives, in the order asked', async () => {
    const ids = (await db.knex('songs').whereNull('deleted_at').orderBy('id').limit(3).pluck<number[]>('id')).reverse();
    const plain = new Map((await songCards(db.knex).whereIn('songs.id', ids)).map((row) => [row.id, row]));
    const before = await prepared();

    expect(await songCardsByIds(db.knex, ids)).toEqual(ids.map((id) => plain.get(id)));
    expect(await songCardsByIds(db.knex, [ids[1]!])).toEqual([plain.get(ids[1]!)]);
    expect(await prepared()).toBe(before + 1);
    const artist = (await db.knex('artists').whereNull('deleted_at').orderBy('id').first('id', 'name', 'image', 'content_type'))!;
    expect(await artistCardsByIds(db.knex, [artist.id, 999_999])).toEqual([artist]);
    expect(await mode()).toBe('auto');
  });

  it('gives the song page the song with its lists as a plain read would, and nothing for a trashed song', async () => {
    const song = (await db.knex('songs').whereNull('deleted_at').orderBy('id').first('id'))!;
    const found = await findSongWithLists(db.knex, song.id);
    expect(found).toMatchObject({ id: song.id, features: expect.any(Array), playlists: expect.any(Array), verses: expect.any(Array) });
    expect(found!.created_at).toBeInstanceOf(Date);
    await db.knex('songs').where('id', song.id).update({ deleted_at: db.knex.fn.now() });
    expect(await findSongWithLists(db.knex, song.id)).toBeUndefined();
    await db.knex('songs').where('id', song.id).update({ deleted_at: null });
  });

  const doubled = (n: number) => readWithKeptPlan<{ n: number }>(db.knex, db.knex.select(db.knex.raw('?::int * 2 as n', [n])));

  it('sends the reads asked together in one round trip, each giving the rows it gives alone', async () => {
    const artist = (await db.knex('artists').whereNull('deleted_at').orderBy('id').first('id'))!;
    const alone = { artist: await findArtist(db.knex, artist.id), songs: await artistSongs(db.knex, artist.id, 5), doubled: await doubled(21) };
    expect(alone.songs.length).toBeGreaterThan(0);
    const before = await prepared();

    const { result, announced } = await announcedDuring(db.knex, () => Promise.all([findArtist(db.knex, artist.id), doubled(21), artistSongs(db.knex, artist.id, 5)]));
    expect(result).toEqual([alone.artist, alone.doubled, alone.songs]);
    // One query announced, naming each statement: one round trip.
    expect(announced).toHaveLength(1);
    expect(announced[0]!.together).toHaveLength(3);
    expect(announced[0]!.together![1]).toEqual({ sql: 'select ?::int * 2 as n', bindings: [21] });
    expect(await prepared()).toBe(before);
    expect(await mode()).toBe('auto');

    // Asked one after the other, each goes alone.
    const { announced: oneByOne } = await announcedDuring(db.knex, async () => [await doubled(1), await doubled(2)]);
    expect(oneByOne.map(({ together, bindings }) => [together, bindings])).toEqual([
      [undefined, [1]],
      [undefined, [2]],
    ]);
  });

  it('sends reads asked a few awaits apart in one round trip too, and a search alone at once', async () => {
    const { result, announced } = await announcedDuring(db.knex, async () => {
      const first = doubled(1);
      // What a loader asks after awaiting something already at hand (a kept figure, a cached list).
      await Promise.resolve();
      await Promise.resolve();
      const second = doubled(2);
      const search = queryGeneric<{ n: number }>(db.knex, 'select ?::int * 3 as n', [3], { alone: true });
      return Promise.all([first, second, search]);
    });
    expect(result).toEqual([[{ n: 2 }], [{ n: 4 }], [{ n: 9 }]]);
    // The search's sent at once, alone; the pages' two reads together.
    expect(announced.map(({ together }) => together?.length ?? 1)).toEqual([1, 2]);
    expect(announced[0]!.bindings).toEqual([3]);
  });

  it('gives each read of a round trip its own answer when one of them fails, and leaves nothing behind', async () => {
    const half = (n: number) => readWithKeptPlan<{ v: number }>(db.knex, db.knex.select(db.knex.raw('1 / ?::int as v', [n])));
    const { result, announced } = await announcedDuring(db.knex, () => Promise.allSettled([half(1), half(0), doubled(4)]));
    expect(result[0]).toEqual({ status: 'fulfilled', value: [{ v: 1 }] });
    expect(result[1]).toMatchObject({ status: 'rejected', reason: expect.objectContaining({ message: expect.stringMatching(/division by zero/) }) });
    expect(result[2]).toEqual({ status: 'fulfilled', value: [{ n: 8 }] });
    // Together first; then, the round trip having failed, each alone.
    expect(announced.map(({ together }) => together?.length ?? 1)).toEqual([3, 1, 1, 1]);
    expect(await mode()).toBe('auto');
  });

  it('sends more reads than a round trip takes in several', async () => {
    const { result, announced } = await announcedDuring(db.knex, () => Promise.all(Array.from({ length: 40 }, (_, n) => doubled(n))));
    expect(result).toEqual(Array.from({ length: 40 }, (_, n) => [{ n: n * 2 }]));
    expect(announced.map(({ together }) => together?.length ?? 1)).toEqual([32, 8]);
  });

  it('refuses values a literal would read wrong, before sending anything', async () => {
    await expect(readWithKeptPlan(db.knex, db.knex('songs').where('created_at', '<', new Date()))).rejects.toThrow(/strings, numbers, booleans and arrays/);
    await expect(readWithKeptPlan(db.knex, db.knex('songs').whereRaw('id = any(?)', [[1, null] as unknown as number[]]))).rejects.toThrow(/strings, numbers, booleans and arrays/);
  });
});
