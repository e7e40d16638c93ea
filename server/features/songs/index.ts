import type { Feature } from '../feature';
import { songRoutes, songUploadRoutes } from './songs.routes';
import { SONG_AUDIO_JOB, SONG_COVER_JOB, SONG_STEMS_JOB } from './song-processing';
import { songAudioJob } from './song-audio.job';
import { songCoverJob } from './song-cover.job';
import { songStemsJob } from './song-stems.job';
import { SIMILAR_SONGS_JOB } from './similar-songs';
import { SIMILAR_SONGS_EVERY_MS, similarSongsJob } from './similar-songs.job';
import { songOperations } from './songs.openapi';

export const songsFeature: Feature = {
  name: 'songs',
  routes: { pages: (context) => [songRoutes(context)] },
  api: songOperations,
  uploadRoutes: songUploadRoutes,
  jobs: (context) => ({
    [SONG_AUDIO_JOB]: songAudioJob(context),
    [SONG_COVER_JOB]: songCoverJob(context),
    [SONG_STEMS_JOB]: songStemsJob(context),
    [SIMILAR_SONGS_JOB]: similarSongsJob(context),
  }),
  schedules: [{ kind: SIMILAR_SONGS_JOB, everyMs: SIMILAR_SONGS_EVERY_MS }],
  backstage: [{ key: 'songs', noun: 'song', label: 'backstage.section.songs', table: 'songs', href: '/backstage/songs', trashable: true, place: 2 }],
};
