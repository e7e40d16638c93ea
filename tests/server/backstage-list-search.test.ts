import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backstageContext, type BackstageContext } from '../helpers/backstage-context';
import { VERSION } from '../helpers/inertia';
import { reindex, reindexArtists, reindexSongs } from '../../server/features/search/search.indexer';

/**
 * Every backstage list's `?q=` folds the stored words as it folds the query (issue 31 item 9): a word
 * with dh, kh, q, x and a doubled vowel is found as it is written and as it is spelled in English.
 * Folded: "Dhuqaaxkhor" and "Duqahkor" are both "dukahkor".
 */
const WORD = 'Dhuqaaxkhor';
const ENGLISH_SPELLING = 'Duqahkor';

let ctx: BackstageContext;
beforeAll(async () => { ctx = await backstageContext(); });
afterAll(async () => ctx?.close());

const firstId = async (table: string) => (await ctx.knex(table).orderBy('id').first<{ id: number }>('id')).id;

/** The ids the list shows for `?q=`, as the admin's browser asks for them. */
async function found(path: string, prop: string, q: string): Promise<number[]> {
  const res = await ctx.admin.agent.get(`${path}?q=${encodeURIComponent(q)}`).set('X-Inertia', 'true').set('X-Inertia-Version', VERSION).expect(200);
  return (res.body.props[prop].data as { id: number }[]).map((row) => row.id);
}

/** Each list: where it is, its prop, and how a row gets the word (as its writers do: the column, then its indexing). */
const LISTS: { path: string; prop: string; name: (id: number) => Promise<void>; table: string }[] = [
  { path: '/backstage/songs', prop: 'songs', table: 'songs', name: async (id) => { await ctx.knex('songs').where({ id }).update({ name: `Hees ${WORD}` }); await reindexSongs(ctx.knex, [id]); } },
  { path: '/backstage/artists', prop: 'artists', table: 'artists', name: async (id) => { await ctx.knex('artists').where({ id }).update({ stage_name: WORD }); await reindexArtists(ctx.knex, [id]); } },
  { path: '/backstage/albums', prop: 'albums', table: 'albums', name: async (id) => { await ctx.knex('albums').where({ id }).update({ name: `Albam ${WORD}` }); await reindex(ctx.knex, 'albums', [id]); } },
  { path: '/backstage/playlist', prop: 'playlists', table: 'playlists', name: async (id) => { await ctx.knex('playlists').where({ id }).update({ name: `Liis ${WORD}` }); await reindex(ctx.knex, 'playlists', [id]); } },
  { path: '/backstage/topics', prop: 'topics', table: 'topics', name: async (id) => { await ctx.knex('topics').where({ id }).update({ name: `Mawduuc ${WORD}` }); await reindex(ctx.knex, 'topics', [id]); } },
  { path: '/backstage/scholars', prop: 'scholars', table: 'scholars', name: async (id) => { await ctx.knex('scholars').where({ id }).update({ name: `Sheekh ${WORD}` }); await reindex(ctx.knex, 'scholars', [id]); } },
  { path: '/backstage/resources', prop: 'resources', table: 'resources', name: async (id) => { await ctx.knex('resources').where({ id }).update({ title: `Cashar ${WORD}` }); await reindex(ctx.knex, 'resources', [id]); } },
  // These three are not in the public search: whatever writes the row, the list indexes it when it searches.
  { path: '/backstage/story', prop: 'stories', table: 'stories', name: async (id) => void (await ctx.knex('stories').where({ id }).update({ author: WORD })) },
  { path: '/backstage/events', prop: 'events', table: 'events', name: async (id) => void (await ctx.knex('events').where({ id }).update({ city: WORD })) },
  { path: '/backstage/pages', prop: 'pages', table: 'pages', name: async (id) => void (await ctx.knex('pages').where({ id }).update({ title: `Bog ${WORD}` })) },
];

describe('backstage list search folds Somali spellings on both sides', () => {
  it.each(LISTS)('$path finds a row by a word with dh, kh, q, x and a doubled vowel, as written and in English spelling', async ({ path, prop, table, name }) => {
    const id = await firstId(table);
    expect(await found(path, prop, WORD)).not.toContain(id);
    await name(id);
    expect(await found(path, prop, WORD)).toContain(id);
    expect(await found(path, prop, ENGLISH_SPELLING)).toContain(id);
    expect(await found(path, prop, 'dhuqaax')).toContain(id); // a prefix, as the list matches words
  });

  it('keeps a story\'s words up to date when its title changes again, and finds the Somali words of the issue', async () => {
    const storyId = await firstId('stories');
    await ctx.knex('stories').where({ id: storyId }).update({ title: 'Bandhig Muqdisho', author: null, source_name: null });
    expect(await found('/backstage/story', 'stories', 'bandhig')).toContain(storyId);
    expect(await found('/backstage/story', 'stories', 'Muqdisho')).toContain(storyId);
    expect(await found('/backstage/story', 'stories', 'Mogadishu')).not.toContain(storyId);
    await ctx.knex('stories').where({ id: storyId }).update({ title: 'Minneapolis' });
    expect(await found('/backstage/story', 'stories', 'Muqdisho')).not.toContain(storyId);
    expect(await found('/backstage/story', 'stories', 'minneapolis')).toContain(storyId);
  });
});
