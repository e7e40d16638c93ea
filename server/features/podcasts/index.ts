import type { Feature } from '../feature';
import { podcastFeedRoutes, podcastRoutes, podcastUploadRoutes } from './podcasts.routes';
import { PODCAST_FEED_JOB, PODCAST_FEEDS_DUE_JOB } from './feed-import';
import { podcastFeedJob, podcastFeedsDueJob } from './podcast-feed.job';
import { EPISODE_AUDIO_JOB } from './episode-audio';
import { episodeAudioJob } from './episode-audio.job';
import { podcastOperations } from './podcasts.openapi';

export const podcastsFeature: Feature = {
  name: 'podcasts',
  routes: { sessionless: (context) => [podcastFeedRoutes(context)], pages: (context) => [podcastRoutes(context)] },
  api: podcastOperations,
  uploadRoutes: podcastUploadRoutes,
  jobs: (context) => ({
    [PODCAST_FEED_JOB]: podcastFeedJob(context),
    [PODCAST_FEEDS_DUE_JOB]: podcastFeedsDueJob(context),
    [EPISODE_AUDIO_JOB]: episodeAudioJob(context),
  }),
  schedules: [{ kind: PODCAST_FEEDS_DUE_JOB, everyMs: 5 * 60_000 }],
  backstage: [{ key: 'podcasts', noun: 'podcast', label: 'backstage.section.podcasts', table: 'podcasts', href: '/backstage/podcasts', trashable: true, place: 11 }],
};
