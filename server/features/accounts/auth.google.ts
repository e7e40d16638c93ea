import passport from 'passport';
import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import type { GoogleConfig } from '../../config';
import { ownPath } from '../../http/redirects';
import { presentAuthUser } from './user.presenter';
import { upsertGoogleUser, type ProviderProfile } from './users.queries';
import { completeSignIn } from './sign-in';
import { translatorOf } from '../../i18n/i18n.props';

/** Why the strategy refused a profile (passport's `info.message`); the person reads it in the page's language. */
const NO_VERIFIED_EMAIL = 'no-verified-email';

/**
 * Only a verified address may find an existing account: an unverified one could belong to anyone.
 * Google vouches for the address with `email_verified` (OpenID Connect userinfo).
 */
function providerProfile(profile: Profile): ProviderProfile | undefined {
  const email = profile.emails?.find((entry) => entry.verified)?.value?.trim().toLowerCase();
  if (!profile.id || !email) return undefined;
  return {
    googleId: profile.id,
    email,
    name: profile.displayName?.trim() || email.split('@')[0]!,
    avatar: profile.photos?.[0]?.value ?? null,
  };
}

/**
 * Google sign-in with passport-google-oauth20: the authorization code flow with a `state` and PKCE,
 * both kept in the session. The endpoints come from config so tests run the whole exchange against
 * a local OAuth2 server. A passport instance per app, so apps with different configs can coexist.
 */
export function googleSignIn(context: AppContext, google: GoogleConfig): { start: RequestHandler; finish: RequestHandler } {
  const { db, mediaUrl, config } = context;
  const authenticator = new passport.Passport();
  authenticator.use(
    new GoogleStrategy(
      {
        clientID: google.clientId,
        clientSecret: google.clientSecret,
        callbackURL: google.callbackUrl,
        authorizationURL: google.authorizationUrl,
        tokenURL: google.tokenUrl,
        userProfileURL: google.userInfoUrl,
        scope: ['openid', 'email', 'profile'],
        state: true,
        pkce: true,
      },
      (_accessToken, _refreshToken, profile, done) => {
        const found = providerProfile(profile);
        if (!found) return done(null, false, { message: NO_VERIFIED_EMAIL });
        upsertGoogleUser(db.knex, found, config.adminEmails).then(
          (row) => done(null, presentAuthUser(row, mediaUrl)),
          (error: unknown) => done(error),
        );
      },
    ),
  );

  const start: RequestHandler = (req, res, next) => {
    req.session.returnTo = ownPath(req.query.redirect);
    authenticator.authenticate('google', { session: false })(req, res, next);
  };

  const finish: RequestHandler = (req, res, next) => {
    const returnTo = req.session.returnTo;
    delete req.session.returnTo;
    authenticator.authenticate('google', { session: false }, (error: unknown, user: Express.User | false, info: unknown) => {
      if (error || !user) {
        // A refused consent, a replayed or forged callback, or the provider failing: the person can simply try again.
        req.log.warn({ err: error, info }, 'Google sign-in did not complete');
        const message = (info as { message?: unknown } | undefined)?.message;
        res.inertia.flash('error', translatorOf(req).t(message === NO_VERIFIED_EMAIL ? 'auth.google.noVerifiedEmail' : 'auth.google.notCompleted'));
        return res.redirect('/');
      }
      completeSignIn(db.knex, req, res, user.id, returnTo).catch(next);
    })(req, res, next);
  };

  return { start, finish };
}
