import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import { dataOf, idPath, pageParams, paginated } from '../../http/openapi/shapes';
import { songCard } from '../songs/songs.openapi';
import { eventCard } from '../events/events.openapi';
import { albumCard } from '../albums/albums.openapi';
import type { Artist } from './artists.presenter';
import type { presentArtistCard, presentArtistListItem } from './artists.presenter';

export const artistCard = presents<ReturnType<typeof presentArtistCard>>()(
  z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable(), content_type: z.string() }),
);
export const artistListItem = presents<ReturnType<typeof presentArtistListItem>>()(artistCard.extend({ songs_count: z.number().int() }));

export const artist = presents<Artist>()(
  artistListItem.extend({
    stage_name: z.string().nullable(),
    biography: z.string().meta({ description: 'Sanitised HTML.' }),
    songs: z.array(songCard),
    appears: z.array(songCard).meta({ description: 'Songs of others the artist sings on.' }),
    events: z.array(eventCard),
    albums: z.array(albumCard),
    followers_count: z.number().int().meta({ description: 'How many listeners follow the artist.' }),
    following: z.boolean().meta({ description: 'Whether the caller follows the artist (false for a visitor).' }),
  }),
);

const params = z.object({ id: idPath('The artist\'s id.') });

export const artistOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/artist/:id',
    tag: 'Artists',
    summary: 'An artist with their songs, the songs they appear on, their events and albums.',
    access: 'public',
    params,
    responses: { 200: { description: 'The artist.', schema: dataOf(artist) } },
  },
  {
    method: 'get',
    path: '/api/artist/:id/songs',
    tag: 'Artists',
    summary: 'All of an artist\'s songs, most played first, a page at a time.',
    access: 'public',
    params,
    query: pageParams,
    responses: { 200: { description: 'The artist and a page of songs.', schema: dataOf(artistListItem.extend({ songs: paginated(songCard) })) } },
  },
  {
    method: 'get',
    path: '/api/artists',
    tag: 'Artists',
    summary: 'Artists, a page at a time.',
    access: 'public',
    query: pageParams,
    responses: { 200: { description: 'A page of artists.', schema: paginated(artistListItem) } },
  },
];
