import type { Knex } from 'knex';
import { byPopularity, songCards, type SongCardRow } from '../songs/songs.queries';
import { inOrderOf } from '../../lib/ids';
import { readWithKeptPlan } from '../../db/generic-plan';

export interface ArtistCardRow {
  id: number;
  name: string;
  image: string | null;
  content_type: string;
}

export interface ArtistListRow extends ArtistCardRow {
  songs_count: number | string;
}

export interface ArtistRow extends ArtistListRow {
  stage_name: string | null;
  biography: string | null;
  followers_count: number | string;
}

/** Public artist cards for `ids`, in that order; trashed artists left out. */
export async function artistCardsByIds(knex: Knex, ids: readonly number[]): Promise<ArtistCardRow[]> {
  if (!ids.length) return [];
  // The ids as one array value: one statement text, and one kept plan, for any number of them.
  const rows = await readWithKeptPlan<ArtistCardRow>(knex, knex('artists').whereRaw('id = any(?)', [[...ids]]).whereNull('deleted_at').select('id', 'name', 'image', 'content_type'));
  return inOrderOf(ids, rows);
}

export const songsCount = (knex: Knex) =>
  knex('songs').count('*').whereRaw('songs.artist_id = artists.id').whereNull('songs.deleted_at').as('songs_count');

/** How many listeners follow the artist (issue 35; the follows feature owns `artist_follows`), as a column. */
export const followersCount = (knex: Knex) =>
  knex('artist_follows').count('*').whereRaw('artist_follows.artist_id = artists.id').as('followers_count');

/** Every artist by name (trashed ones are backstage's alone), with how many songs they sing (for /api/artists). */
export const artistList = (knex: Knex) =>
  knex('artists')
    .select('artists.id', 'artists.name', 'artists.image', 'artists.content_type', songsCount(knex))
    .whereNull('artists.deleted_at')
    .orderBy([{ column: 'artists.name', order: 'asc' }, { column: 'artists.id', order: 'asc' }]);

/** The artist's page header (a primary-key read with two index-only counts): with its plan kept per connection. */
export async function findArtist(knex: Knex, id: number): Promise<ArtistRow | undefined> {
  const query = knex('artists')
    .select(
      'artists.id',
      'artists.name',
      'artists.stage_name',
      'artists.image',
      'artists.content_type',
      'artists.biography',
      songsCount(knex),
      followersCount(knex),
    )
    .where('artists.id', id)
    .whereNull('artists.deleted_at')
    .limit(1);
  return (await readWithKeptPlan<ArtistRow>(knex, query))[0];
}

/** The artist's own songs, most played first. */
export const artistSongList = (knex: Knex, artistId: number) => songCards(knex).where('songs.artist_id', artistId).orderBy([...byPopularity]);

/**
 * The artist's public song ids in artistSongList's order (`reversed`: its exact mirror), from
 * songs_artist_page_index alone, for the paged `/artist/{id}/songs` (any page an index walk).
 */
export const artistSongIds = (knex: Knex, artistId: number, reversed = false) =>
  knex('songs')
    .where('artist_id', artistId)
    .whereNull('deleted_at')
    .orderBy(
      reversed
        ? [{ column: 'plays_count', order: 'asc' }, { column: 'released', order: 'asc', nulls: 'first' }, { column: 'id', order: 'desc' }]
        : [{ column: 'plays_count', order: 'desc' }, { column: 'released', order: 'desc', nulls: 'last' }, { column: 'id', order: 'asc' }],
    )
    .select('id');

/** How many public songs the artist has (an index-only count). */
export const artistSongCount = async (knex: Knex, artistId: number): Promise<number> =>
  Number((await readWithKeptPlan<{ total: string | number }>(knex, knex('songs').where('artist_id', artistId).whereNull('deleted_at').count('* as total')))[0]?.total ?? 0);

/** The first `limit` of them: what the artist page shows before "all songs". */
export const artistSongs = (knex: Knex, artistId: number, limit: number): Promise<SongCardRow[]> => readWithKeptPlan(knex, artistSongList(knex, artistId).limit(limit));

/** Songs of other artists that feature this one ('Appears on'). */
export const artistAppearances = (knex: Knex, artistId: number, limit: number): Promise<SongCardRow[]> =>
  readWithKeptPlan(
    knex,
    songCards(knex)
      .join('song_features', 'song_features.song_id', 'songs.id')
      .where('song_features.artist_id', artistId)
      .orderBy([...byPopularity])
      .limit(limit),
  );
