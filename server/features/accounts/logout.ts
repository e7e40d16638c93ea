import type { Request, RequestHandler } from 'express';
import type { Knex } from 'knex';
import { isInertiaRequest } from '../../inertia';
import { wantsJson } from '../../http/error-handler';
import { endSession } from './session';
import { revokeTokens } from './tokens';
import { translatorOf } from '../../i18n/i18n.props';

/** Revokes the token the request came with and the one this browser session holds, then ends the session. */
async function signOut(knex: Knex, req: Request): Promise<void> {
  const tokens = [req.accessTokenId, req.session.tokenId].filter((id): id is number => id !== undefined);
  await revokeTokens(knex, tokens);
  await endSession(req);
}

/**
 * Followed from one of our own pages, or typed into the address bar: Sec-Fetch-Site says so in
 * current browsers, the Referer in older ones. A prefetch never counts.
 */
function isOwnNavigation(req: Request): boolean {
  if (req.get('Purpose') === 'prefetch' || req.get('Sec-Purpose')?.includes('prefetch')) return false;
  const site = req.get('Sec-Fetch-Site');
  if (site) return site === 'same-origin' || site === 'none';
  const referer = req.get('Referer');
  if (!referer) return false;
  try {
    return new URL(referer).host === req.get('host');
  } catch {
    return false;
  }
}

/**
 * `POST /logout-user` (spec §7). The apps and the browser's own JSON calls get 204; an Inertia visit or
 * a plain form goes home, with the client's history cleared so Back does not show signed-in pages.
 * Signing out when not signed in is not an error.
 */
export const logoutUser =
  (knex: Knex): RequestHandler =>
  async (req, res) => {
    await signOut(knex, req);
    if (!isInertiaRequest(req) && (wantsJson(req) || req.get('Authorization'))) {
      res.status(204).end();
      return;
    }
    res.inertia.clearHistory();
    res.redirect('/');
  };

/**
 * `GET /auth/logout`, the menu's Logout link (spec §2: Login and Logout point under /auth/). A GET
 * that signs out could be triggered by another site (an <img> pointing here), so it signs out only
 * when the request comes from our own pages or the address bar; otherwise it shows a page whose
 * button does the CSRF-protected `POST /logout-user`.
 */
export const logoutLink =
  (knex: Knex): RequestHandler =>
  async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!req.user) {
      res.redirect('/');
      return;
    }
    if (!isOwnNavigation(req)) {
      await res.inertia.render('auth/logout', { title: translatorOf(req).t('auth.logout.title') });
      return;
    }
    await signOut(knex, req);
    res.inertia.clearHistory();
    res.redirect('/');
  };
