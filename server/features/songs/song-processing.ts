import type { Knex } from 'knex';
import { enqueue } from '../../jobs/job-queue';

/** The job that turns a song's source (an upload or a YouTube video) into its playable files. */
export const SONG_AUDIO_JOB = 'song-audio';
/** The job that makes a song's cover from its video's thumbnail ("cover from the video", meta.cover). */
export const SONG_COVER_JOB = 'song-cover';
/** The job that splits a smart song's mp3 into vocals-only and music-only stems. */
export const SONG_STEMS_JOB = 'song-stems';

/**
 * Spec §4's processing status lives in songs.meta: `status` '' (pending: waiting for its turn),
 * 'done' (green check), 'repeat' (check: run again and found already done), 'fail' (cross, with
 * `message` and a retry button); `retry` true while a job is working on it (processing icon).
 */
export type SongAudioStatus = '' | 'done' | 'repeat' | 'fail';

export interface SongSourceRow {
  audio: string | null;
  youtube: string | null;
  meta: { is_youtube?: boolean } | null;
}

/**
 * What a song's audio is made from: a file staff uploaded wins over a video (they chose it by
 * hand); a video only when "download audio" (meta.is_youtube) is on. A tag names it, so a job can
 * tell whether the song still wants what it made.
 */
export function songAudioSource(song: SongSourceRow): { kind: 'upload'; key: string; tag: string } | { kind: 'youtube'; videoId: string; tag: string } | null {
  if (song.audio) return { kind: 'upload', key: song.audio.replace(/^\//, ''), tag: `upload:${song.audio}` };
  if (song.youtube && song.meta?.is_youtube !== false) return { kind: 'youtube', videoId: song.youtube, tag: `youtube:${song.youtube}` };
  return null;
}

/** Sets meta keys without touching the others (staff's thumbnail, is_smart …). */
export const mergeMeta = (db: Knex | Knex.Transaction, changes: Record<string, unknown>) =>
  db.raw(`coalesce(meta, '{}'::jsonb) || ?::jsonb`, [JSON.stringify(changes)]);

/**
 * Queues the song's audio job, in the caller's transaction: the song shows pending (or processing,
 * for a retry staff asked for) until the job ends. Queuing a song already queued adds nothing.
 */
export async function queueSongAudio(trx: Knex | Knex.Transaction, songId: number, options: { retry?: boolean } = {}): Promise<void> {
  await trx('songs')
    .where('id', songId)
    .update({ meta: mergeMeta(trx, { status: '', message: null, retry: options.retry === true }) });
  await enqueue(trx, { kind: SONG_AUDIO_JOB, payload: { song_id: songId }, uniqueKey: `${SONG_AUDIO_JOB}:${songId}`, maxAttempts: 3 });
}

/** Queues the stems of a smart song (after its audio is made, or when staff turn "Smart music?" on). */
export const queueSongStems = (db: Knex | Knex.Transaction, songId: number) =>
  enqueue(db, { kind: SONG_STEMS_JOB, payload: { song_id: songId }, uniqueKey: `${SONG_STEMS_JOB}:${songId}`, maxAttempts: 3 });

/**
 * Queues the song's cover from its video's thumbnail: a step of its own, apart from the audio, so a
 * video without that picture or a thumbnail host that is down never keeps a song from playing. Its
 * failures wait and retry on their own, and show on the Jobs screen with the thumbnail's reason.
 */
export const queueSongCover = (db: Knex | Knex.Transaction, songId: number) =>
  enqueue(db, { kind: SONG_COVER_JOB, payload: { song_id: songId }, uniqueKey: `${SONG_COVER_JOB}:${songId}`, maxAttempts: 3 });

/** "Cover from the video" is on and the song has neither a cover of its own nor one from before. */
export const wantsVideoCover = (song: { youtube: string | null; cover: string | null; meta: { cover?: boolean } | null }) => song.meta?.cover === true && !!song.youtube && !song.cover;
