import type { Knex } from 'knex';
import { RefreshedValue } from '../../lib/refreshed-value';

/**
 * The words of the most played songs, kept in memory.
 *
 * Common words are cheapest to find by walking the songs from the most played down (see
 * strategyFor in search.ranking.ts): a page of matches turns up among the first few hundred. In the
 * database that walk read TOP_SONGS rows scattered over as many pages and tested each against the
 * query, 2 to 3.5 ms of a search's 4; here it is a pass over TOP_SONGS sets of words, a tenth of a
 * millisecond. What the walk yields goes into the ranking statement as ids; reading every match
 * through the index stays in the database.
 *
 * The copy is made again when the search columns of songs change (the indexer advances
 * search_index_state.songs_version in the same transaction, and every dictionary lookup reads it,
 * so the next search sees it) and, in the background, once it is older than `maxAgeMs`, as plays
 * move songs up and down.
 */

/** How many of the most played songs are walked before their index is read. */
export const TOP_SONGS = 2000;

/** The tsvector columns of songs, as word sets. */
export type SongVector = 'search_vector' | 'search_full_vector';

export interface TopSong {
  id: number;
  pop: number;
  words: Record<SongVector, ReadonlySet<string>>;
}

/** Songs of the walk, in popularity order: the ids and popularity the ranking statement takes. */
export interface Walked {
  ids: number[];
  pops: number[];
}

/**
 * The first `limit` songs, in popularity order, whose `vector` holds for every query word one of
 * the words it may be: what `ts_match_vq(vector, '(a | b) & (c)')` tests, as our tsqueries are
 * only ANDs of ORs of whole words.
 */
export function walkTopSongs(songs: readonly TopSong[], vector: SongVector, queryWords: readonly (readonly string[])[], limit: number): Walked {
  const walked: Walked = { ids: [], pops: [] };
  for (const song of songs) {
    if (walked.ids.length >= limit) break;
    const words = song.words[vector];
    if (queryWords.every((alternatives) => alternatives.some((word) => words.has(word)))) {
      walked.ids.push(song.id);
      walked.pops.push(song.pop);
    }
  }
  return walked;
}

interface TopSongWordsRow {
  id: number;
  names: string[];
  words: string[];
}

export interface TopSongsOptions {
  maxAgeMs?: number;
  now?: () => number;
}

export class TopSongs {
  private readonly top: RefreshedValue<number, readonly TopSong[]>;

  constructor(
    private readonly knex: Knex,
    options: TopSongsOptions = {},
  ) {
    this.top = new RefreshedValue((indexVersion, previous) => this.read(previous?.key === indexVersion ? previous.value : []), {
      maxAgeMs: options.maxAgeMs ?? 60_000,
      now: options.now,
    });
  }

  /**
   * The most played songs as of `indexVersion` (from the lookup): a copy of another version is read
   * again before it is answered from; one that is merely old is answered from while a new one is read.
   */
  current(indexVersion: number): Promise<readonly TopSong[]> {
    return this.top.get(indexVersion);
  }

  /**
   * Songs still in the top keep their words when only plays moved (`sameVersion`: the copy being
   * replaced, of the same index version): the ids and plays of the top are one cheap index read,
   * words are read only for the newcomers.
   */
  private async read(sameVersion: readonly TopSong[]): Promise<readonly TopSong[]> {
    const known = new Map(sameVersion.map((song) => [song.id, song.words]));
    const { rows: top } = await this.knex.raw<{ rows: { id: number; pop: number }[] }>(
      `select id, plays_count as pop from songs where deleted_at is null order by plays_count desc, id limit ${TOP_SONGS}`,
    );
    const missing = top.filter((song) => !known.has(song.id)).map((song) => song.id);
    if (missing.length > 0) {
      const { rows } = await this.knex.raw<{ rows: TopSongWordsRow[] }>(
        `select id, tsvector_to_array(search_vector) as names, tsvector_to_array(search_full_vector) as words
          from songs where id = any(?::int[])`,
        [missing],
      );
      for (const row of rows) known.set(row.id, { search_vector: new Set(row.names), search_full_vector: new Set(row.words) });
    }
    return top.filter((song) => known.has(song.id)).map((song) => ({ id: song.id, pop: song.pop, words: known.get(song.id)! }));
  }
}
