import type { AppContext } from '../app-context';
import type { JobHandler, JobHandlers } from './worker';
import { SONG_AUDIO_JOB, SONG_COVER_JOB, SONG_STEMS_JOB } from '../features/songs/song-processing';
import { songCoverJob } from './song-cover.job';
import { songStemsJob } from './song-stems.job';
import { songAudioJob } from './song-audio.job';
import { PODCAST_FEED_JOB, PODCAST_FEEDS_DUE_JOB } from '../features/podcasts/feed-import';
import { podcastFeedJob, podcastFeedsDueJob } from './podcast-feed.job';
import type { Schedule } from './worker';
import { LECTURE_AUDIO_JOB } from '../features/lectures/lecture-media';
import { lectureAudioJob } from './lecture-audio.job';
import { EPISODE_AUDIO_JOB, episodeAudioJob } from '../features/podcasts/episode-audio';
import { SIMILAR_SONGS_JOB } from '../features/songs/similar-songs';
import { SIMILAR_SONGS_EVERY_MS, similarSongsJob } from './similar-songs.job';

/** What job handlers use: the app's dependencies without the HTTP parts. */
export type JobsContext = Pick<AppContext, 'config' | 'db' | 'logger' | 'storage'>;

/**
 * Every kind of job and its handler, in one place so the in-process worker and `npm run worker`
 * run the same work. Each feature adds its kinds here (song audio, stems, feed refreshes, similar songs).
 */
export function jobHandlers(context: JobsContext): JobHandlers {
  return {
    [SONG_AUDIO_JOB]: songAudioJob(context),
    [SONG_COVER_JOB]: songCoverJob(context),
    [SONG_STEMS_JOB]: songStemsJob(context),
    [LECTURE_AUDIO_JOB]: lectureAudioJob(context),
    [EPISODE_AUDIO_JOB]: episodeAudioJob(context),
    [PODCAST_FEED_JOB]: podcastFeedJob(context),
    [PODCAST_FEEDS_DUE_JOB]: podcastFeedsDueJob(context),
    [SIMILAR_SONGS_JOB]: similarSongsJob(context),
    [PRUNE_JOBS]: pruneJobs(context),
  };
}

const PRUNE_JOBS = 'jobs-prune';
/** Finished jobs are kept a week (the Jobs screen shows a day), failed ones a month, then deleted. */
const pruneJobs =
  ({ db: { knex } }: JobsContext): JobHandler =>
  async () => {
    await knex('jobs').where('state', 'done').andWhere('finished_at', '<', knex.raw(`now() - interval '7 days'`)).delete();
    await knex('jobs').where('state', 'dead').andWhere('finished_at', '<', knex.raw(`now() - interval '30 days'`)).delete();
    return { visible: false }; // nothing a visitor sees
  };

/** Jobs every worker queues on a timer (one live copy at a time, however many workers run). */
export const JOB_SCHEDULES: Schedule[] = [
  { kind: PODCAST_FEEDS_DUE_JOB, everyMs: 5 * 60_000 },
  { kind: SIMILAR_SONGS_JOB, everyMs: SIMILAR_SONGS_EVERY_MS },
  { kind: PRUNE_JOBS, everyMs: 6 * 60 * 60_000 },
];
