import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { destroyYoutubeChannel, importYoutubeListing, importYoutubeSong, storeYoutubeChannel, youtubeChannels, youtubeFormats } from './youtube-import.backstage';

/** The dashboard's Youtube Imports and Youtube Urls panels (spec §2), and the channels of the picker. */
export function youtubeImportRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/api/backstage/youtube-channels', youtubeChannels(context));
  router.post('/api/backstage/youtube-channels', storeYoutubeChannel(context));
  router.delete('/api/backstage/youtube-channels/:id', destroyYoutubeChannel(context));
  router.get('/api/backstage/import-youtube', importYoutubeListing(context));
  router.post('/api/backstage/song-import-youtube', importYoutubeSong(context));
  router.get('/api/backstage/youtube-json/:videoId', youtubeFormats(context));
  return router;
}
