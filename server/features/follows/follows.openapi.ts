import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import { dataOf, idPath, pageParams, paginated } from '../../http/openapi/shapes';
import { artistListItem } from '../artists/artists.openapi';
import { songCard } from '../songs/songs.openapi';
import { albumCard } from '../albums/albums.openapi';
import { eventCard } from '../events/events.openapi';
import type { FollowState } from './follows.presenter';
import type { FollowingPage, NewFromFollowed } from './follows.loaders';

const followState = presents<FollowState>()(
  z.object({
    artist_id: z.number().int(),
    following: z.boolean(),
    followers_count: z.number().int().meta({ description: 'How many listeners follow the artist now.' }),
  }),
);

const followingPage = presents<FollowingPage>()(paginated(artistListItem.extend({ following: z.boolean().meta({ description: 'Always true here.' }) })));

const newFromFollowed = presents<NewFromFollowed>()(
  z.object({
    songs: z.array(songCard).meta({ description: 'Songs added in the last 30 days, newest first (at most 24).' }),
    albums: z.array(albumCard).meta({ description: 'Albums added in the last 30 days (at most 12).' }),
    events: z.array(eventCard).meta({ description: 'Events published in the last 30 days and still to come, soonest first (at most 12).' }),
  }),
);

const params = z.object({ id: idPath('The artist\'s id.') });

/** Following artists (docs/features/follow-artists.md): the same calls the site's buttons and home use. */
export const followOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/following',
    tag: 'Following',
    summary: 'The artists the caller follows, the latest follow first.',
    access: 'user',
    query: pageParams,
    responses: { 200: { description: 'A page of artists.', schema: followingPage } },
  },
  {
    method: 'get',
    path: '/api/following/new',
    tag: 'Following',
    summary: 'What is new from the artists the caller follows (the last 30 days).',
    access: 'user',
    responses: { 200: { description: 'Songs, albums and events.', schema: dataOf(newFromFollowed) } },
  },
  {
    method: 'get',
    path: '/api/follow/artist/:id',
    tag: 'Following',
    summary: 'Whether the caller follows an artist, and its followers count.',
    access: 'user',
    params,
    responses: { 200: { description: 'The follow state.', schema: dataOf(followState) } },
  },
  {
    method: 'get',
    path: '/api/follow/artists',
    tag: 'Following',
    summary: 'Whether the caller follows each of several artists (a page of search results), with their followers counts.',
    access: 'user',
    query: z.object({ ids: z.string().meta({ description: 'Up to 50 artist ids, comma-separated: `1,2,3`.' }) }),
    responses: { 200: { description: 'The follow states, in the order asked; unknown or trashed artists left out.', schema: z.object({ data: z.array(followState) }) } },
  },
  {
    method: 'put',
    path: '/api/follow/artist/:id',
    tag: 'Following',
    summary: 'Follows an artist (again: no change).',
    access: 'user',
    params,
    responses: { 200: { description: 'The follow state, following.', schema: dataOf(followState) } },
  },
  {
    method: 'delete',
    path: '/api/follow/artist/:id',
    tag: 'Following',
    summary: 'Stops following an artist (not following: no change).',
    access: 'user',
    params,
    responses: { 200: { description: 'The follow state, not following.', schema: dataOf(followState) } },
  },
];
