import type { Knex } from 'knex';
import { enqueue } from '../../jobs/job-queue';

/** The job that normalises a lecture recording staff uploaded (lecture-audio.job.ts). */
export const LECTURE_AUDIO_JOB = 'lecture-audio';

/** One live job per recording; the key also finds it in the queue (its place, shown in backstage). */
export const lectureAudioJobKey = (mediaId: number) => `${LECTURE_AUDIO_JOB}:${mediaId}`;

export const queueLectureAudio = (db: Knex | Knex.Transaction, mediaId: number) =>
  enqueue(db, { kind: LECTURE_AUDIO_JOB, payload: { media_id: mediaId }, uniqueKey: lectureAudioJobKey(mediaId), maxAttempts: 3 });

/** Where the files the job makes are kept: only keys under it are ever removed on a media's behalf. */
export const LECTURE_AUDIO_FOLDER = 'audio/lectures';
