import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { translatorOf } from '../../i18n/i18n.props';
import { ownExplanations, type OwnExplanationRow } from './explanations.queries';
import { presentOwnExplanation } from './explanations.presenter';

/** The most a listener's page lists (the API pages through all of them). */
const OWN_ON_PAGE = 200;

/** `GET /me/explanations` (signed in): the listener's explanations, newest first, with their state. */
export const showOwnExplanations =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const rows = (await ownExplanations(knex, req.user!.id).limit(OWN_ON_PAGE)) as OwnExplanationRow[];
    await res.inertia.render('explanations/mine', {
      title: translatorOf(req).t('explanations.mine.title'),
      explanations: rows.map(presentOwnExplanation),
    });
  };
