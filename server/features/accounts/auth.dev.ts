import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { DEMO_USERS } from '../../../database/seeds/demo/users';
import { Forbidden } from '../../http/errors';
import { isLoopbackClient } from '../../http/loopback-client';
import { ownPath } from '../../http/redirects';
import { validate } from '../../http/validate';
import { upsertDemoUser } from './users.queries';
import { completeSignIn } from './sign-in';
import { translatorOf } from '../../i18n/i18n.props';

/**
 * The development sign-in: without Google credentials, anyone running the site locally can be the
 * demo listener or the demo admin. Registered only when config.devSignIn (never in production), and
 * answering only to this machine (devSignInFromThisMachine).
 */
const ACCOUNTS = {
  listener: DEMO_USERS.find((user) => !user.is_admin)!,
  admin: DEMO_USERS.find((user) => user.is_admin)!,
};

/** The form's one error is said in the page's language (the request's translator). */
const signInInput = (choose: string) =>
  z.object({
    account: z.enum(['listener', 'admin'], { error: choose }),
    redirect: z.string().max(2000).optional(),
  });

/**
 * One click makes whoever reaches /auth/dev the demo admin, so it answers only to a client on this
 * machine: a development server reachable from a network (HOST=0.0.0.0, a forwarded port) must not
 * hand out admin sessions. Others get 403 saying why, in their language.
 */
export const devSignInFromThisMachine: RequestHandler = (req, res, next) => {
  // The answer depends on who asks, which the visitor cache's key leaves out: never kept.
  res.set('Cache-Control', 'no-store');
  if (isLoopbackClient(req)) return next();
  next(new Forbidden(translatorOf(req).t('auth.dev.loopbackOnly'), { explained: true }));
};

export const showDevSignIn: RequestHandler = async (req, res) => {
  await res.inertia.render('auth/dev', {
    title: translatorOf(req).t('auth.dev.title'),
    redirect: ownPath(req.query.redirect) ?? null,
    accounts: Object.entries(ACCOUNTS).map(([key, user]) => ({ key, name: user.name, email: user.email, isAdmin: user.is_admin })),
  });
};

export const devSignIn =
  (knex: Knex): RequestHandler =>
  async (req, res) => {
    const input = validate(signInInput(translatorOf(req).t('auth.dev.chooseAccount')), req.body);
    const user = await upsertDemoUser(knex, ACCOUNTS[input.account]);
    await completeSignIn(knex, req, res, user.id, input.redirect);
  };
