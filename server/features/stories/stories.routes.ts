import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { showStories, showStory } from './stories.pages';
import { storiesJson, storyJson } from './stories.api';
import { storyBackstageRoutes } from './stories.backstage';

export function storyRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/stories', showStories(context));
  router.get('/story/:id', showStory(context));
  router.get('/api/stories', storiesJson(context));
  router.get('/api/story/:id', storyJson(context));
  router.use(storyBackstageRoutes(context));
  return router;
}
