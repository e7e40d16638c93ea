import type { Knex } from 'knex';
import { byPopularity, songCards, songCardsByIds, type SongCardRow } from './songs.queries';

/** How many similar songs the song page shows. */
export const SIMILAR_SONGS = 12;
/** How many a kept ranking holds: a few spare, so songs trashed since it was made still leave a full list. */
export const SIMILAR_SONGS_KEPT = SIMILAR_SONGS + 8;
/** How many of its most played songs the artist, and each of the song's genres, put forward as candidates. */
export const SIMILAR_CANDIDATES_PER_SOURCE = 50;
/** A kept ranking older than this is made again by the refresh job (plays move the tiebreak, playlists change). */
export const SIMILAR_SONGS_MAX_AGE_HOURS = 24;

/** The song to rank against: its id and artist as values (one song) or as columns of an outer query (many at once). */
interface RankedAgainst {
  id: number | Knex.Ref<string, Record<string, string>>;
  artist_id: number | Knex.Ref<string, Record<string, string>>;
}

/**
 * Songs like this one: by the same artist (weight 4), on a public playlist with it (2 per shared
 * playlist) or in a genre with it (1 per shared genre); the highest sum first, then the most played. Public
 * song cards, best first, limited to `limit`.
 *
 * Scoring every song of the artist and of each genre grew with the catalogue (a genre holds
 * thousands of songs), so the candidates are bounded: the artist's and each genre's most played
 * SIMILAR_CANDIDATES_PER_SOURCE songs, read in index order ((artist_id, plays_count) on songs,
 * (genre_id, plays_count) on song_genre), plus the songs of its playlists (staff-curated lists,
 * whose size does not grow with the catalogue). Each candidate still gets its full score, from
 * primary-key lookups. What can be missed is a rarely played song sharing only genres with this
 * one, outside every genre's top: the list favours what listeners play, as its tiebreak always did.
 *
 * The one definition of the ranking: the song page reads it kept (below), and ranks live with it
 * only for a song whose ranking is not kept yet.
 */
function rankSimilar(knex: Knex, song: RankedAgainst, limit: number) {
  const perSource = SIMILAR_CANDIDATES_PER_SOURCE;
  const myGenres = knex('song_genre').where('song_id', song.id).select('genre_id');
  // Its public playlists: one in the backstage trash is not shown on its page, so it links nothing.
  const myPlaylists = knex('playlist_song')
    .join('playlists', 'playlists.id', 'playlist_song.playlist_id')
    .where('playlist_song.song_id', song.id)
    .whereNull('playlists.deleted_at')
    .select('playlist_song.playlist_id');
  const artistTop = knex('songs')
    .select('id as song_id')
    .where('artist_id', song.artist_id)
    .whereNot('id', song.id)
    .orderBy([{ column: 'plays_count', order: 'desc' }, { column: 'id', order: 'asc' }])
    .limit(perSource);
  const genreTop = knex('song_genre')
    .select('song_genre.song_id')
    .whereRaw('song_genre.genre_id = mine.genre_id')
    .whereNot('song_genre.song_id', song.id)
    .orderBy([{ column: 'song_genre.plays_count', order: 'desc' }, { column: 'song_genre.song_id', order: 'asc' }])
    .limit(perSource);
  const genresTop = knex.from(myGenres.clone().as('mine')).joinRaw('cross join lateral ? as top', [knex.raw('(?)', [genreTop])]).select('top.song_id');
  const playlistSongs = knex
    .from(myPlaylists.clone().as('mine'))
    .join('playlist_song as other', 'other.playlist_id', 'mine.playlist_id')
    .whereNot('other.song_id', song.id)
    .select('other.song_id');
  const candidates = knex
    .from(artistTop.as('artist_top'))
    .select('song_id')
    .union([genresTop, playlistSongs], true);

  const shared = (table: 'song_genre' | 'playlist_song', column: string, mine: Knex.QueryBuilder) =>
    knex(table).count('*').whereRaw('??.song_id = songs.id', [table]).whereIn(column, mine);
  const score = knex.raw('(case when songs.artist_id = ? then 4 else 0 end) + 2 * (?) + (?)', [
    song.artist_id,
    shared('playlist_song', 'playlist_id', myPlaylists),
    shared('song_genre', 'genre_id', myGenres),
  ]);
  // Ordered by the expression itself (not a select alias), so the ranking can also be read as ids alone.
  return songCards(knex)
    .whereIn('songs.id', candidates)
    .orderByRaw('? desc', [score])
    .orderBy([...byPopularity])
    .limit(limit);
}

/** The ranking made now, for one song: what its page shows until its ranking is kept. */
export function rankSimilarNow(knex: Knex, song: { id: number; artist_id: number }, limit = SIMILAR_SONGS): Promise<SongCardRow[]> {
  return rankSimilar(knex, song, limit);
}

/**
 * The song page's similar songs: its kept ranking (`similar_ids`, read with the song), the songs
 * still public, in order; or, when none is kept yet (a new song, one just edited), ranked now.
 */
export async function similarSongsOf(knex: Knex, song: { id: number; artist_id: number; similar_ids: number[] | null }): Promise<SongCardRow[]> {
  if (song.similar_ids === null) return rankSimilarNow(knex, song);
  const cards = await songCardsByIds(knex, song.similar_ids);
  return cards.slice(0, SIMILAR_SONGS);
}

/**
 * Ranks the given songs again and keeps each ranking, in one statement: for each public song, the
 * ids of rankSimilar with its id and artist taken from the row. Trashed songs are left out (their
 * page is a 404); a song trashed after this leaves its kept row until the refresh job meets it.
 */
export async function keepSimilarSongs(knex: Knex, songIds: number[]): Promise<number> {
  if (!songIds.length) return 0;
  const ranking = rankSimilar(knex, { id: knex.ref('subject.id'), artist_id: knex.ref('subject.artist_id') }, SIMILAR_SONGS_KEPT)
    .clearSelect()
    .select('songs.id');
  const rows = knex
    .from('songs as subject')
    .whereRaw('subject.id = any(?)', [songIds])
    .whereNull('subject.deleted_at')
    .select('subject.id', knex.raw('array(?)', [ranking]), knex.fn.now());
  const result = await knex.raw(
    `insert into similar_songs (song_id, song_ids, computed_at) ?
     on conflict (song_id) do update set song_ids = excluded.song_ids, computed_at = excluded.computed_at`,
    [rows],
  );
  return result.rowCount ?? songIds.length;
}

/**
 * Drops the kept rankings of songs whose own links just changed (artist, playlists, a playlist
 * trashed or restored), so their pages rank live until the refresh job keeps them again. Songs that
 * list them are not chased: their kept lists catch up within SIMILAR_SONGS_MAX_AGE_HOURS.
 */
export async function forgetSimilarSongs(knex: Knex, songIds: number[]): Promise<void> {
  if (songIds.length) await knex('similar_songs').whereIn('song_id', songIds).delete();
}

/** Public songs whose ranking is missing, then those older than the maximum age, oldest first; at most `limit`. */
export async function songsDueForSimilarRanking(knex: Knex, limit: number): Promise<number[]> {
  const missing = await knex('songs')
    .leftJoin('similar_songs', 'similar_songs.song_id', 'songs.id')
    .whereNull('songs.deleted_at')
    .whereNull('similar_songs.song_id')
    .orderBy('songs.id')
    .limit(limit)
    .pluck<number[]>('songs.id');
  if (missing.length >= limit) return missing;
  const stale = await knex('similar_songs')
    .join('songs', 'songs.id', 'similar_songs.song_id')
    .whereNull('songs.deleted_at')
    .where('similar_songs.computed_at', '<', knex.raw(`now() - make_interval(hours => ?)`, [SIMILAR_SONGS_MAX_AGE_HOURS]))
    .orderBy('similar_songs.computed_at')
    .limit(limit - missing.length)
    .pluck<number[]>('similar_songs.song_id');
  return [...missing, ...stale];
}

/** The scheduled job that keeps the rankings (similar-songs.job.ts). */
export const SIMILAR_SONGS_JOB = 'similar-songs-refresh';

/**
 * Keeps the rankings of every public song, `batch` songs a statement: the seeds' last step, so a
 * fresh catalogue's song pages read kept rankings from the start.
 */
export async function keepAllSimilarSongs(knex: Knex, batch = 500): Promise<number> {
  let kept = 0;
  for (let after = 0; ; ) {
    const ids = await knex('songs').whereNull('deleted_at').where('id', '>', after).orderBy('id').limit(batch).pluck<number[]>('id');
    if (!ids.length) return kept;
    kept += await keepSimilarSongs(knex, ids);
    after = ids[ids.length - 1]!;
  }
}
