import type { Knex } from 'knex';
import type { MediaUrl } from '@common/media-url';
import { CONTENT_TYPE_LABELS } from './artists.presenter';
import { followersCount, songsCount } from './artists.queries';

interface BackstageArtistRow {
  id: number;
  name: string;
  stage_name: string | null;
  content_type: string;
  image: string | null;
  biography: string | null;
  version: number;
  songs_count: number | string;
  followers_count: number | string;
  updated_at: Date;
  deleted_at: Date | null;
}

/** Backstage lists trashed artists too (the trash tab): no visibility filter here, the list state decides. */
export const backstageArtistList = (knex: Knex) =>
  knex('artists').select(
    'artists.id',
    'artists.name',
    'artists.stage_name',
    'artists.content_type',
    'artists.image',
    'artists.updated_at',
    'artists.deleted_at',
    songsCount(knex),
    followersCount(knex),
  );

export function findBackstageArtist(knex: Knex, id: number): Promise<BackstageArtistRow | undefined> {
  return knex('artists')
    .select('artists.id', 'artists.name', 'artists.stage_name', 'artists.content_type', 'artists.image', 'artists.biography', 'artists.version', 'artists.updated_at', 'artists.deleted_at', songsCount(knex), followersCount(knex))
    .where('artists.id', id)
    .first();
}

/** A row of the backstage list. */
export const presentBackstageArtistRow = (row: Omit<BackstageArtistRow, 'biography' | 'version'>, mediaUrl: MediaUrl) => ({
  id: row.id,
  name: row.name,
  stage_name: row.stage_name,
  content_type: row.content_type,
  content_type_label: CONTENT_TYPE_LABELS[row.content_type] ?? row.content_type,
  image_url: mediaUrl(row.image),
  songs_count: Number(row.songs_count),
  followers_count: Number(row.followers_count),
  updated_at: row.updated_at.toISOString(),
  deleted_at: row.deleted_at?.toISOString() ?? null,
});

/** What the edit form loads: the stored values as they are (the image path, not its URL) and the version. */
export const presentBackstageArtist = (row: BackstageArtistRow, mediaUrl: MediaUrl) => ({
  ...presentBackstageArtistRow(row, mediaUrl),
  image: row.image,
  biography: row.biography,
  version: row.version,
});

export type BackstageArtistListItem = ReturnType<typeof presentBackstageArtistRow>;
export type BackstageArtist = ReturnType<typeof presentBackstageArtist>;
