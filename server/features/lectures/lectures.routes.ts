import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { resourceJson, scholarJson, scholarsJson, topicJson } from './lectures.api';
import { showResource, showScholar, showScholars, showTopic } from './lectures.pages';

export function lectureRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/scholars', showScholars(context));
  router.get('/scholar/:id', showScholar(context));
  router.get('/topic/:id', showTopic(context));
  router.get('/resource/:id', showResource(context));
  router.get('/api/scholars', scholarsJson(context));
  router.get('/api/scholar/:id', scholarJson(context));
  router.get('/api/topic/:id', topicJson(context));
  router.get('/api/resource/:id', resourceJson(context));
  return router;
}
