import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { EMBED_KINDS } from '@common/embeds';
import { showEmbed } from './embeds.pages';
import { oembed } from './oembed';

/** The players other sites frame (Inertia pages: mounted with the pages; cross-origin-policy.ts drops their cookies). */
export function embedPageRoutes(context: AppContext): Router {
  const router = Router();
  for (const kind of EMBED_KINDS) router.get(`/embed/${kind}/:id`, showEmbed(context, kind));
  return router;
}

/** oEmbed: JSON for editors' servers, before the session (no cookie, keepable by shared caches, like the share cards). */
export function oembedRoutes(context: AppContext): Router {
  const router = Router();
  router.get('/oembed', oembed(context));
  return router;
}
