import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { showJustAdded, showSmartSongs, showSong } from './songs.pages';
import { justAddedJson, smartSongsJson, songJson } from './songs.api';
import { createSongForm, editSongForm, listSongs, restoreSongAction, retrySong, saveSong, SONGS_LIST, storeSong, trashSongAction } from './songs.backstage';
import { noAudioSong, saveYoutube } from './no-audio.backstage';
import { saveSyncedLyrics, showTimedLyrics } from './timed-lyrics.backstage';
import { restoreLyricsRevision } from './lyrics-revisions';
import { mountRecordRoutes, recordFormUploads } from '../../backstage/record-routes';

export function songRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/song/:id', showSong(context));
  router.get('/just-added', showJustAdded(context));
  router.get('/smart', showSmartSongs(context));
  router.get('/api/song/:id', songJson(context));
  router.get('/api/just-added', justAddedJson(context));
  router.get('/api/smart', smartSongsJson(context));

  mountRecordRoutes(router, SONGS_LIST, {
    list: listSongs(context),
    createForm: createSongForm(),
    store: storeSong(context),
    editForm: editSongForm(context),
    save: saveSong(context),
    trash: trashSongAction(context),
    restore: restoreSongAction(context),
  });
  router.post('/api/backstage/retry', retrySong(context));
  router.get('/api/backstage/no-audio', noAudioSong(context));
  router.get(`${SONGS_LIST}/:id/timed-lyrics`, showTimedLyrics(context));
  router.put('/api/backstage/songs/:id/verses/:verseId/synced', saveSyncedLyrics(context));
  router.post('/api/backstage/songs/:id/lyrics-revisions/:revisionId/restore', restoreLyricsRevision(context));
  router.post('/api/backstage/save-youtube', saveYoutube(context));
  return router;
}

export const songUploadRoutes = recordFormUploads(SONGS_LIST);
