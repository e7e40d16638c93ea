import type { Knex } from 'knex';
import { enqueue } from '../../jobs/job-queue';

/** The job that makes an uploaded episode listenable (our own podcasts; feed episodes play the feed's file). */
export const EPISODE_AUDIO_JOB = 'episode-audio';

export const episodeAudioJobKey = (episodeId: number) => `${EPISODE_AUDIO_JOB}:${episodeId}`;

export const queueEpisodeAudio = (db: Knex | Knex.Transaction, episodeId: number) =>
  enqueue(db, { kind: EPISODE_AUDIO_JOB, payload: { episode_id: episodeId }, uniqueKey: episodeAudioJobKey(episodeId), maxAttempts: 3 });

/** Where the mp3s made for episodes are kept: only keys under it are ever removed on an episode's behalf. */
export const EPISODE_AUDIO_FOLDER = 'audio/episodes';
