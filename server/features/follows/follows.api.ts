import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { pageRequest } from '../../db/paginate';
import { artistCardsByIds } from '../artists/artists.queries';
import { markLiked } from '../favorites/mark-liked';
import { addFollow, countFollowers, isFollowing, removeFollow } from './follows.queries';
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
