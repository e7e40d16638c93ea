import type { RequestHandler } from 'express';
import { z } from 'zod';
import { validate } from '../../http/validate';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { pageRequest } from '../../db/paginate';
import { artistCardsByIds } from '../artists/artists.queries';
import { markLiked } from '../favorites/mark-liked';
import { addFollow, countFollowers, followStates, isFollowing, removeFollow } from './follows.queries';
import { loadFollowing, loadNewFromFollowed } from './follows.loaders';
import { presentFollowState } from './follows.presenter';

const NOT_FOUND = 'Artist not found.';

/** The artist of the route, public (not in the trash), or a 404. */
async function publicArtistId({ db: { knex } }: AppContext, param: unknown): Promise<number> {
  const artistId = idParam(param, NOT_FOUND);
  const [artist] = await artistCardsByIds(knex, [artistId]);
  if (!artist) throw new NotFound(NOT_FOUND);
  return artistId;
}

/**
 * `PUT /api/follow/artist/{id}` follows, `DELETE` unfollows; both are idempotent and answer the state
 * the server now holds with the new followers count, so a button can show it.
 */
export const setFollow =
  (context: AppContext, following: boolean): RequestHandler =>
  async (req, res) => {
    const artistId = await publicArtistId(context, req.params.id);
    const { knex } = context.db;
    if (following) await addFollow(knex, req.user!.id, artistId);
    else await removeFollow(knex, req.user!.id, artistId);
    res.json({ data: presentFollowState(artistId, following, await countFollowers(knex, artistId)) });
  };

/**
 * `GET /api/follow/artist/{id}`: whether the caller follows the artist. The player and search results
 * ask it for one artist at a time; their own answers stay the same for everyone (and cacheable).
 */
export const followState =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const artistId = await publicArtistId(context, req.params.id);
    const { knex } = context.db;
    const [following, count] = await Promise.all([isFollowing(knex, req.user!.id, artistId), countFollowers(knex, artistId)]);
    res.json({ data: presentFollowState(artistId, following, count) });
  };

/** As many artists as one page of search results shows, and then some. */
export const MAX_STATES_AT_ONCE = 50;

const statesQuery = z.object({
  ids: z
    .string({ error: 'Give the artists as ?ids=1,2,3.' })
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/, 'Give the artists as ?ids=1,2,3.')
    .transform((list) => [...new Set(list.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_STATES_AT_ONCE, `Ask for at most ${MAX_STATES_AT_ONCE} artists at once.`)
    .refine((ids) => ids.every((id) => id <= 2_147_483_647), 'Give the artists as ?ids=1,2,3.'),
});

/**
 * `GET /api/follow/artists?ids=1,2,3`: the caller's follow state of several artists in one call (search
 * results show a page of artists, each with a button); unknown or trashed artists are left out.
 */
export const followStatesOf =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const { ids } = validate(statesQuery, req.query);
    res.json({ data: await followStates(context.db.knex, req.user!.id, ids) });
  };

/** `GET /api/following?page=`: the artists the user follows, the latest follow first, in the site's paginator shape. */
export const listFollowing =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    res.json(await loadFollowing(context, req.user!.id, pageRequest(req)));
  };

/**
 * `GET /api/following/new`: home's "New from artists you follow". A call of its own, made by the home
 * page after it has loaded, so the home page's answer stays the same for every visitor and cached.
 */
export const newFromFollowed =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const news = await loadNewFromFollowed(context, req.user!.id);
    res.json({ data: await markLiked(context.db.knex, req.user!.id, news) });
  };
