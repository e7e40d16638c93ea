import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { reportLyricsForm, submitLyricsForm } from './lyrics.pages';
import { reportLyricsJson, submitLyricsJson } from './lyrics.api';
import { approveSubmission, LYRICS_QUEUE, rejectSubmission, showLyricsQueue } from './lyrics.backstage';

export function lyricsRoutes(context: AppContext): Router {
  const router = Router();
  router.post('/song/:id/lyrics', submitLyricsForm(context));
  router.post('/api/song/:id/lyrics', submitLyricsJson(context));
  router.post('/song/:id/lyrics-report', reportLyricsForm(context));
  router.post('/api/song/:id/lyrics-report', reportLyricsJson(context));
  router.get(LYRICS_QUEUE, showLyricsQueue(context));
  router.post('/api/backstage/lyrics/:id/approve', approveSubmission(context));
  router.post('/api/backstage/lyrics/:id/reject', rejectSubmission(context));
  return router;
}
