import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { ServiceUnavailable } from '../../http/errors';
import { ownPath } from '../../http/redirects';
import { signInRateLimit } from '../../http/rate-limit';
import { requireUser } from '../../http/require-user';
import { googleSignIn } from './auth.google';
import { devSignIn, devSignInFromThisMachine, showDevSignIn } from './auth.dev';
import { logoutLink, logoutUser } from './logout';
import { showUser } from './user.api';

export function accountRoutes(context: AppContext): Router {
  const { config, db } = context;
  const router = Router();
  const signInLimit = signInRateLimit(db.knex, config.rateLimits.signInPerMinute);

  if (config.google) {
    const google = googleSignIn(context, config.google);
    router.get('/auth/google', signInLimit, google.start);
    router.get('/auth/google/callback', google.finish);
  } else {
    // Login always points at /auth/google; without Google it leads to the development sign-in.
    router.get('/auth/google', (req, res) => {
      if (!config.devSignIn) throw new ServiceUnavailable('Signing in is not available at the moment.');
      const redirect = ownPath(req.query.redirect);
      res.redirect(redirect ? `/auth/dev?${new URLSearchParams({ redirect })}` : '/auth/dev');
    });
  }
  if (config.devSignIn) {
    router.get('/auth/dev', devSignInFromThisMachine, showDevSignIn);
    router.post('/auth/dev', devSignInFromThisMachine, signInLimit, devSignIn(db.knex));
  }
  router.get('/auth/logout', logoutLink(db.knex));
  router.post('/logout-user', logoutUser(db.knex));
  router.get('/api/user', requireUser, showUser);
  return router;
}
