import type { Knex } from 'knex';
import type { Value } from '../../db/generic-plan';
import { songCards, type SongCardRow } from '../songs/songs.queries';
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

/** A lecture in the results: its title, Arabic title and scholar. */
export interface ResourceCardRow {
  id: number;
  name: string;
  name_arabic: string | null;
  scholar_id: number | null;
  scholar_name: string | null;
}

export interface CardRows {
  songs: SongCardRow;
  artists: ArtistCardRow;
  albums: AlbumCardRow;
  podcasts: PodcastCardRow;
  playlists: PlaylistItemRow;
  scholars: NamedRow;
  topics: NamedRow;
  resources: ResourceCardRow;
}

/**
 * The card query of each group, for one id: `id` is SQL for it (a column of the page being read,
 * see cardsJsonSql).
 */
const CARD_QUERIES: { [G in keyof CardRows]: (knex: Knex, id: string) => Knex.QueryBuilder } = {
  songs: (knex, id) => songCards(knex).whereRaw(`songs.id = ${id}`),
  artists: (knex, id) => knex('artists').whereRaw(`id = ${id}`).select('id', 'name', 'image', 'content_type'),
  albums: (knex, id) =>
    knex('albums')
      .join('artists', 'artists.id', 'albums.artist_id')
      .whereRaw(`albums.id = ${id}`)
      .select(
        'albums.id',
        'albums.name',
        'albums.cover',
        'albums.content_type',
        knex.raw(`to_char(albums.released_at, 'YYYY-MM-DD') as released_at`),
        'albums.artist_id',
        'artists.name as artist_name',
      ),
  podcasts: (knex, id) =>
    knex('podcasts')
      .whereRaw(`podcasts.id = ${id}`)
      .select(
        'podcasts.id',
        'podcasts.title',
        'podcasts.host',
        'podcasts.image',
        knex.raw(`(select count(*) from episodes e where e.podcast_id = podcasts.id and e.hidden_at is null and e.audio_status = 'ready' and e.pub_date <= now())::int as episodes_count`),
      ),
  playlists: (knex, id) =>
    knex('playlists')
      .whereRaw(`playlists.id = ${id}`)
      .select(
        'playlists.id',
        'playlists.name',
        knex.raw('(select count(*) from playlist_song ps where ps.playlist_id = playlists.id)::int as songs_count'),
      ),
  scholars: (knex, id) => knex('scholars').whereRaw(`id = ${id}`).select('id', 'name'),
  topics: (knex, id) => knex('topics').whereRaw(`id = ${id}`).select('id', 'name'),
  resources: (knex, id) =>
    knex('resources')
      .leftJoin('scholars', (join) => join.on('scholars.id', 'resources.scholar_id').andOnNull('scholars.deleted_at'))
      .whereRaw(`resources.id = ${id}`)
      .select('resources.id', 'resources.title as name', knex.raw(`resources.title_translation->>'arabic' as name_arabic`), 'scholars.id as scholar_id', 'scholars.name as scholar_name'),
};

/**
 * SQL for the cards of one group's page as a JSON array, in the page's order. `page` names a CTE
 * of `(id, n)`: the ids and their place in the ranking.
 */
export function cardsJsonSql(knex: Knex, group: keyof CardRows, page: string): { sql: string; bindings: Value[] } {
  // Each card read by its primary key, one page row at a time: a page is ten or twenty rows.
  const cards = CARD_QUERIES[group](knex, 'p.id').toSQL();
  return {
    sql: `(select coalesce(json_agg(c order by p.n), '[]'::json) from ${page} p cross join lateral (${cards.sql}) c)`,
    bindings: cards.bindings as Value[],
  };
}
