import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { idParam } from '../../http/params';
import { loadResource, loadScholar, loadScholars, loadTopic } from './lectures.loaders';

/** The /api twins of the lecture pages, for the apps: `{data}` as the other detail calls answer. */

export const scholarsJson =
  (context: AppContext): RequestHandler =>
  async (_req, res) => {
    res.json({ data: await loadScholars(context) });
  };

const detail =
  <T>(load: (context: AppContext, id: number) => Promise<T>, notFound: string) =>
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.json({ data: await load(context, idParam(req.params.id, notFound)) });
  };

export const scholarJson = detail(loadScholar, 'Scholar not found.');
export const topicJson = detail(loadTopic, 'Topic not found.');
export const resourceJson = detail(loadResource, 'Resource not found.');
