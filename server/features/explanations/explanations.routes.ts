import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../http/require-user';
import { createExplanation, listOwnExplanations, reportExplanation, voteExplanation } from './explanations.api';
import { showOwnExplanations } from './explanations.pages';
import { approveExplanation, confirmReattachment, dismissReports, EXPLANATIONS_TAB, rejectExplanation, setTrustedExplainer, showExplanationsQueue } from './explanations.backstage';

export function explanationRoutes(context: AppContext): Router {
  const router = Router();
  router.post('/api/song/:id/explanations', requireUser, createExplanation(context));
  router.put('/api/explanations/:id/vote', requireUser, voteExplanation(context, true));
  router.delete('/api/explanations/:id/vote', requireUser, voteExplanation(context, false));
  router.post('/api/explanations/:id/report', requireUser, reportExplanation(context));
  router.get('/api/me/explanations', requireUser, listOwnExplanations(context));
  router.get('/me/explanations', requireUser, showOwnExplanations(context));
  // Backstage (staff only: the admin guard covers /backstage and /api/backstage, server/app.ts).
  router.get(EXPLANATIONS_TAB, showExplanationsQueue(context));
  router.post('/api/backstage/explanations/:id/approve', approveExplanation(context));
  router.post('/api/backstage/explanations/:id/reject', rejectExplanation(context));
  router.post('/api/backstage/explanations/:id/dismiss-reports', dismissReports(context));
  router.post('/api/backstage/explanations/:id/confirm', confirmReattachment(context));
  router.put('/api/backstage/explainers/:userId/trusted', setTrustedExplainer(context, true));
  router.delete('/api/backstage/explainers/:userId/trusted', setTrustedExplainer(context, false));
  return router;
}
