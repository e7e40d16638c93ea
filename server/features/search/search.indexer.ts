import type { Knex } from 'knex';
import { foldedName, searchTokens } from '../../lib/search-folding';
import type { WordCounts } from './query-plan';
import { deletionVariants, MAX_TYPOS } from './typo-variants';

/**
 * Keeps the search columns (migration 20260201000001_search) in step with the catalogue. Folding
 * is done here in TypeScript with the same function the queries use, so whoever writes a searchable
 * row calls the matching reindex function afterwards (the seeds call reindexAll at their end).
 */

/** What one source row says about an entity: its name, the text to index, its popularity. */
interface SourceRow {
  id: number;
  name: string;
  text: string | null;
  popularity: number | null;
  /** Words only the full vector holds (songs: featured artists and lyrics). */
  full_text?: string | null;
}

interface IndexSpec {
  table: string;
  /** A select of SourceRow columns over `t` (the table), restricted and ordered by the caller. */
  source: string;
  popularity: boolean;
  full: boolean;
}

const SPECS = {
  songs: {
    table: 'songs',
    // The singer's name is in the name words; featured artists only in the full vector, so a search
    // for an artist lists their own songs before the songs they feature on.
    source: `select t.id, t.name, null::int as popularity, concat_ws(' ', a.name, a.stage_name) as text,
        concat_ws(E'\\n',
          (select string_agg(concat_ws(' ', fa.name, fa.stage_name), ' ')
             from song_features f join artists fa on fa.id = f.artist_id where f.song_id = t.id),
          (select string_agg(v.non_synced_lyrics, E'\\n') from verses v where v.song_id = t.id)) as full_text
      from songs t join artists a on a.id = t.artist_id`,
    popularity: false,
    full: true,
  },
  artists: {
    table: 'artists',
    source: `select t.id, t.name, t.stage_name as text, coalesce(p.plays, 0)::int as popularity
      from artists t left join (select artist_id, sum(plays_count) as plays from songs group by artist_id) p on p.artist_id = t.id`,
    popularity: true,
    full: false,
  },
  albums: {
    table: 'albums',
    source: `select t.id, t.name, concat_ws(' ', a.name, a.stage_name) as text,
        (select coalesce(sum(s.plays_count), 0) from songs s where s.album_id = t.id)::int as popularity
      from albums t join artists a on a.id = t.artist_id`,
    popularity: true,
    full: false,
  },
  podcasts: {
    table: 'podcasts',
    source: `select t.id, t.title as name, t.host as text,
        (select count(*) from play_events p join episodes e on e.id = p.episode_id
          where e.podcast_id = t.id and p.event_category = 'play')::int as popularity
      from podcasts t`,
    popularity: true,
    full: false,
  },
  playlists: {
    table: 'playlists',
    source: `select t.id, t.name, null as text,
        (select coalesce(sum(s.plays_count), 0) from playlist_song ps join songs s on s.id = ps.song_id
          where ps.playlist_id = t.id)::int as popularity
      from playlists t`,
    popularity: true,
    full: false,
  },
  scholars: {
    table: 'scholars',
    source: `select t.id, t.name, t.name_arabic as text,
        (select count(*) from resources r where r.scholar_id = t.id)::int as popularity
      from scholars t`,
    popularity: true,
    full: false,
  },
  topics: {
    table: 'topics',
    source: `select t.id, t.name,
        concat_ws(' ', t.name_translations->>'arabic', t.name_translations->>'english') as text,
        (select count(*) from resource_topic rt where rt.topic_id = t.id)::int as popularity
      from topics t`,
    popularity: true,
    full: false,
  },
  // A lecture by its title in three languages and its scholar's name; its recordings make it popular.
  resources: {
    table: 'resources',
    source: `select t.id, t.title as name,
        concat_ws(' ', t.title_translation->>'arabic', t.title_translation->>'english', s.name, s.name_arabic) as text,
        (select count(*) from media m where m.resource_id = t.id)::int as popularity
      from resources t left join scholars s on s.id = t.scholar_id`,
    popularity: true,
    full: false,
  },
} satisfies Record<string, IndexSpec>;

export type SearchTable = keyof typeof SPECS;

/** The tables the sources above read. */
const SOURCE_TABLES = [...Object.keys(SPECS), 'song_features', 'verses', 'episodes', 'play_events', 'playlist_song', 'resource_topic', 'media'];

/** Rows per read-fold-write round: songs carry their lyrics, so this bounds memory at 100k songs. */
const CHUNK = 2000;

const unique = (tokens: string[]) => [...new Set(tokens)];

/**
 * Arrays travel as parallel array parameters and the words of a row as one space-separated string
 * (folded words never contain a space): far cheaper for the server to read than JSON records.
 */
async function reindexTable(knex: Knex, spec: IndexSpec, ids: readonly number[] | undefined, vocabulary: Vocabulary) {
  const columns = ['search_name = v.search_name', `search_vector = array_to_tsvector(string_to_array(v.words, ' '))`];
  if (spec.full) columns.push(`search_full_vector = array_to_tsvector(string_to_array(v.full_words, ' '))`);
  if (spec.popularity) columns.push('search_popularity = v.popularity');
  const update = `update ?? as t set ${columns.join(', ')}
    from unnest(?::int[], ?::text[], ?::text[], ?::text[], ?::int[]) as v(id, search_name, words, full_words, popularity)
    where t.id = v.id`;

  let after = 0;
  for (;;) {
    const restrict = ids ? 'and t.id = any(?::int[])' : '';
    const { rows } = await knex.raw<{ rows: SourceRow[] }>(
      `select * from (${spec.source}) t where t.id > ? ${restrict} order by t.id limit ${CHUNK}`,
      ids ? [after, [...ids]] : [after],
    );
    if (rows.length === 0) return;
    const own = rows.map((row) => unique([...searchTokens(row.name), ...searchTokens(row.text ?? '')]));
    const full = rows.map((row, i) => (spec.full ? unique([...own[i]!, ...searchTokens(row.full_text ?? '')]) : []));
    own.forEach((words, i) => {
      if (!spec.full) return vocabulary.add(words);
      vocabulary.add(words, 'names');
      vocabulary.add(full[i]!, 'songs');
    });
    await knex.raw(update, [
      spec.table,
      rows.map((row) => row.id),
      rows.map((row) => foldedName(row.name)),
      own.map((words) => words.join(' ')),
      full.map((words) => words.join(' ')),
      rows.map((row) => row.popularity ?? 0),
    ]);
    after = rows[rows.length - 1]!.id;
  }
}

/** The words met while indexing, with how many songs hold each (in their names; anywhere). */
class Vocabulary {
  readonly words = new Map<string, WordCounts>();

  add(words: readonly string[], songsHolding?: keyof WordCounts): void {
    for (const word of words) {
      let counts = this.words.get(word);
      if (!counts) this.words.set(word, (counts = { names: 0, songs: 0 }));
      if (songsHolding) counts[songsHolding]++;
    }
  }
}

/**
 * Adds words to the dictionary. Counts are exact after reindexAll; a partial reindex adds new words
 * with the counts of the rows it saw and leaves known words as they are. Counts only steer how the
 * search reads matching songs, never which songs match, so drifting a little is harmless; so are
 * words no longer indexed anywhere (they match nothing) until the next reindexAll.
 */
async function addTerms(knex: Knex, vocabulary: Vocabulary): Promise<void> {
  const all = [...vocabulary.words];
  for (let start = 0; start < all.length; start += 10_000) {
    const chunk = all.slice(start, start + 10_000);
    await knex.raw(
      `insert into search_terms (term, in_song_names, in_songs)
        select * from unnest(?::text[], ?::int[], ?::int[]) on conflict do nothing`,
      [chunk.map(([term]) => term), chunk.map(([, c]) => c.names), chunk.map(([, c]) => c.songs)],
    );
    const variants = chunk.flatMap(([term]) => deletionVariants(term, MAX_TYPOS).map((variant) => [variant, term] as const));
    for (let from = 0; from < variants.length; from += 50_000) {
      const some = variants.slice(from, from + 50_000);
      await knex.raw(
        `insert into search_term_variants (variant, term) select * from unnest(?::text[], ?::text[]) on conflict do nothing`,
        [some.map(([variant]) => variant), some.map(([, term]) => term)],
      );
    }
  }
}

/** Tells the searches that keep songs' words in memory (top-songs.ts) that those words changed. */
const announceSongsReindexed = (knex: Knex) => knex.raw('update search_index_state set songs_version = songs_version + 1');

/** Reindexes rows of one table: the given ids, or every row. */
export async function reindex(knex: Knex, table: SearchTable, ids?: readonly number[]): Promise<void> {
  if (ids?.length === 0) return;
  const vocabulary = new Vocabulary();
  await reindexTable(knex, SPECS[table], ids, vocabulary);
  await addTerms(knex, vocabulary);
  if (table === 'songs') await announceSongsReindexed(knex);
}

export const reindexSongs = (knex: Knex, ids?: readonly number[]) => reindex(knex, 'songs', ids);

/**
 * An artist's name is indexed on their own row and on their albums and on every song they sing or
 * feature on, so renaming one artist reindexes all of those.
 */
export async function reindexArtists(knex: Knex, ids?: readonly number[]): Promise<void> {
  await reindex(knex, 'artists', ids);
  if (!ids) return;
  const songIds = await knex
    .union([knex('songs').whereIn('artist_id', ids).select('id'), knex('song_features').whereIn('artist_id', ids).select('song_id as id')])
    .pluck('id');
  await reindexSongs(knex, songIds);
  await reindex(knex, 'albums', await knex('albums').whereIn('artist_id', ids).pluck('id'));
}

/** Rebuilds every search column and the dictionary, then refreshes the planner's statistics. */
export async function reindexAll(knex: Knex): Promise<void> {
  // Freshly seeded tables have no statistics yet; without them the source reads are planned blind.
  await knex.raw(`analyze ${SOURCE_TABLES.join(', ')}`);
  await knex.raw('truncate table search_terms, search_term_variants');
  const vocabulary = new Vocabulary();
  for (const spec of Object.values(SPECS)) await reindexTable(knex, spec, undefined, vocabulary);
  await addTerms(knex, vocabulary);
  await announceSongsReindexed(knex);
  // The ranked queries choose between the popularity index and the GIN index from these statistics.
  await knex.raw(`analyze ${[...Object.keys(SPECS), 'search_terms', 'search_term_variants'].join(', ')}`);
}
