import type { Knex } from 'knex';
import { queryGeneric, type Value } from './generic-plan';
import { songCards } from '../songs/songs.queries';
import type { SongCardRow } from '../songs/songs.presenter';
import type { ArtistCardRow } from '../artists/artists.queries';

/** The rows behind each kind of search result, read for one page of ranked ids. */

export interface AlbumCardRow {
  id: number;
  name: string;
  cover: string | null;
  content_type: string | null;
  /** YYYY-MM-DD, read as text: a `date` parsed into a JS Date would move with the server's time zone. */
  released_at: string | null;
  artist_id: number;
  artist_name: string;
}

export interface PodcastCardRow {
  id: number;
  title: string;
  host: string | null;
  image: string | null;
  episodes_count: number;
}

export interface PlaylistItemRow {
  id: number;
  name: string;
  songs_count: number;
}

export interface NamedRow {
  id: number;
  name: string;
}

export interface CardRows {
  songs: SongCardRow;
  artists: ArtistCardRow;
  albums: AlbumCardRow;
  podcasts: PodcastCardRow;
  playlists: PlaylistItemRow;
  scholars: NamedRow;
  topics: NamedRow;
}

/**
 * Ids travel as one array (`= any(?)`), not as a list of placeholders (`in (?, ?...)`): the
 * statement then has one shape whatever the number of results, so its kept plan serves every page
 * (see generic-plan.ts).
 */
const idIn = (column: string, ids: number[]) => [`${column} = any(?::int[])`, [ids]] as const;

const CARD_QUERIES: { [G in keyof CardRows]: (knex: Knex, ids: number[]) => Knex.QueryBuilder } = {
  songs: (knex, ids) => songCards(knex).whereRaw(...idIn('songs.id', ids)),
  artists: (knex, ids) => knex('artists').whereRaw(...idIn('id', ids)).select('id', 'name', 'image', 'content_type'),
  albums: (knex, ids) =>
    knex('albums')
      .join('artists', 'artists.id', 'albums.artist_id')
      .whereRaw(...idIn('albums.id', ids))
      .select(
        'albums.id',
        'albums.name',
        'albums.cover',
        'albums.content_type',
        knex.raw(`to_char(albums.released_at, 'YYYY-MM-DD') as released_at`),
        'albums.artist_id',
        'artists.name as artist_name',
      ),
  podcasts: (knex, ids) =>
    knex('podcasts')
      .whereRaw(...idIn('podcasts.id', ids))
      .select(
        'podcasts.id',
        'podcasts.title',
        'podcasts.host',
        'podcasts.image',
        knex.raw('(select count(*) from episodes e where e.podcast_id = podcasts.id)::int as episodes_count'),
      ),
  playlists: (knex, ids) =>
    knex('playlists')
      .whereRaw(...idIn('playlists.id', ids))
      .select(
        'playlists.id',
        'playlists.name',
        knex.raw('(select count(*) from playlist_song ps where ps.playlist_id = playlists.id)::int as songs_count'),
      ),
  scholars: (knex, ids) => knex('scholars').whereRaw(...idIn('id', ids)).select('id', 'name'),
  topics: (knex, ids) => knex('topics').whereRaw(...idIn('id', ids)).select('id', 'name'),
};

type Cards<G extends keyof CardRows> = { [K in G]: CardRows[K][] };

/**
 * The cards of every group in one statement (each group's rows as one JSON array), in the order of
 * the ranked ids.
 */
export async function readCards<G extends keyof CardRows>(knex: Knex, ids: { [K in G]: number[] }): Promise<Cards<G>> {
  const groups = (Object.keys(ids) as G[]).filter((group) => ids[group].length > 0);
  const cards = Object.fromEntries((Object.keys(ids) as G[]).map((group) => [group, []])) as unknown as Cards<G>;
  if (groups.length === 0) return cards;
  const parts = groups.map((group) => CARD_QUERIES[group](knex, ids[group]).toSQL());
  const rows = await queryGeneric<Record<string, { id: number }[]>>(
    knex,
    `select ${parts.map((part, i) => `(select coalesce(json_agg(c), '[]'::json) from (${part.sql}) c) as g${i}`).join(', ')}`,
    parts.flatMap((part) => part.bindings as Value[]),
  );
  groups.forEach((group, i) => {
    const byId = new Map(rows[0]![`g${i}`]!.map((row) => [row.id, row]));
    cards[group] = ids[group].map((id) => byId.get(id)).filter((row) => row !== undefined) as unknown as Cards<G>[G];
  });
  return cards;
}
