import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../http/require-user';
import { createExplanation, listOwnExplanations, reportExplanation, voteExplanation } from './explanations.api';
import { showOwnExplanations } from './explanations.pages';

export function explanationRoutes(context: AppContext): Router {
  const router = Router();
  router.post('/api/song/:id/explanations', requireUser, createExplanation(context));
  router.put('/api/explanations/:id/vote', requireUser, voteExplanation(context, true));
  router.delete('/api/explanations/:id/vote', requireUser, voteExplanation(context, false));
  router.post('/api/explanations/:id/report', requireUser, reportExplanation(context));
  router.get('/api/me/explanations', requireUser, listOwnExplanations(context));
  router.get('/me/explanations', requireUser, showOwnExplanations(context));
  return router;
}
