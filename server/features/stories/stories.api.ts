import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { pageRequest } from '../../db/paginate';
import { idParam } from '../../http/params';
import { loadStories, loadStory } from './stories.loaders';

export const storiesJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.json(await loadStories(context, pageRequest(req)));
  };

export const storyJson =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.json({ data: await loadStory(context, idParam(req.params.id, 'Story not found.')) });
  };
