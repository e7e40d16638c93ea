import type { Feature } from '../feature';
import { lectureRoutes } from './lectures.routes';
import { resourceBackstageRoutes, resourceUploadRoutes } from './lectures.backstage';
import { mediaBackstageRoutes } from './media.backstage';
import { LECTURE_AUDIO_JOB } from './lecture-media';
import { lectureAudioJob } from './lecture-audio.job';
import { lectureOperations } from './lectures.openapi';

export const lecturesFeature: Feature = {
  name: 'lectures',
  routes: {
    pages: (context) => [lectureRoutes(context)],
    // Resources and the media panel's calls.
    backstage: (context) => [resourceBackstageRoutes(context), mediaBackstageRoutes(context)],
  },
  api: lectureOperations,
  uploadRoutes: resourceUploadRoutes,
  jobs: (context) => ({ [LECTURE_AUDIO_JOB]: lectureAudioJob(context) }),
  backstage: [{ key: 'resources', noun: 'resource', label: 'backstage.section.resources', table: 'resources', href: '/backstage/resources', trashable: true, place: 10 }],
};
