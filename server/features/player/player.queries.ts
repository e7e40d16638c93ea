import type { Knex } from 'knex';

export interface PlayableSongRow {
  id: number;
  name: string;
  cover: string | null;
  mp3: string | null;
  mp3_saver: string | null;
  smart_vocals: string | null;
  smart_music: string | null;
  duration_seconds: number | null;
  is_smart: boolean | null;
  /** How the stems were made ('service' or 'ffmpeg'); null for stems from before the pipeline (the demo's). */
  stems_method: string | null;
  artist_id: number;
  artist_name: string;
  artist_image: string | null;
}

export interface PlayableEpisodeRow {
  id: number;
  title: string;
  image: string | null;
  audio: string | null;
  duration_seconds: number | null;
  podcast_title: string;
  podcast_image: string | null;
}

export async function findPlayableSong(knex: Knex, id: number): Promise<PlayableSongRow | undefined> {
  return knex('songs')
    .join('artists', 'artists.id', 'songs.artist_id')
    .where('songs.id', id)
    .whereNull('songs.deleted_at')
    .first<PlayableSongRow | undefined>(
      'songs.id',
      'songs.name',
      'songs.cover',
      'songs.mp3',
      'songs.mp3_saver',
      'songs.smart_vocals',
      'songs.smart_music',
      'songs.duration_seconds',
      knex.raw(`(songs.meta->>'is_smart')::boolean as is_smart`),
      knex.raw(`songs.meta->'stems'->>'method' as stems_method`),
      'songs.artist_id',
      'artists.name as artist_name',
      'artists.image as artist_image',
    );
}

export async function findPlayableEpisode(knex: Knex, id: number): Promise<PlayableEpisodeRow | undefined> {
  return knex('episodes')
    .join('podcasts', 'podcasts.id', 'episodes.podcast_id')
    .where('episodes.id', id)
    .first<PlayableEpisodeRow | undefined>(
      'episodes.id',
      'episodes.title',
      'episodes.image',
      'episodes.audio',
      'episodes.duration_seconds',
      'podcasts.title as podcast_title',
      'podcasts.image as podcast_image',
    );
}

export interface PlayableLectureRow {
  id: number;
  title: string | null;
  file_path: string;
  file_path_saver: string | null;
  duration_seconds: number | null;
  resource_id: number;
  resource_title: string;
  scholar_name: string | null;
  scholar_image: string | null;
}

/** A lecture recording that is ready, of a resource on the site. */
export async function findPlayableLecture(knex: Knex, id: number): Promise<PlayableLectureRow | undefined> {
  return knex('media')
    .join('resources', 'resources.id', 'media.resource_id')
    .leftJoin('scholars', (join) => join.on('scholars.id', 'resources.scholar_id').andOnNull('scholars.deleted_at'))
    .where({ 'media.id': id, 'media.status': 'ready' })
    .whereNull('resources.deleted_at')
    .first<PlayableLectureRow | undefined>(
      'media.id',
      'media.title',
      'media.file_path',
      'media.file_path_saver',
      'media.duration_seconds',
      'resources.id as resource_id',
      'resources.title as resource_title',
      'scholars.name as scholar_name',
      'scholars.image as scholar_image',
    );
}
