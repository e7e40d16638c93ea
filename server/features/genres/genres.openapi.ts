import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import { dataOf, idPath, pageParams, paginated } from '../../http/openapi/shapes';
import { songCard } from '../songs/songs.openapi';
import type { Genre } from './genres.presenter';

export const genre = presents<Genre>()(
  z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    color: z.string().nullable().meta({ description: 'A `#rrggbb` colour.' }),
    songs_count: z.number().int(),
  }),
);

export const genreOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/genre/:id',
    tag: 'Genres',
    summary: 'A genre and a page of its songs.',
    access: 'public',
    params: z.object({ id: idPath('The genre\'s id.') }),
    query: pageParams,
    responses: { 200: { description: 'The genre.', schema: dataOf(genre.extend({ songs: paginated(songCard) })) } },
  },
  {
    method: 'get',
    path: '/api/genres',
    tag: 'Genres',
    summary: 'Every genre.',
    access: 'public',
    responses: { 200: { description: 'The genres.', schema: dataOf(z.array(genre)) } },
    example: { data: [{ id: 1, name: 'Qaraami', description: 'The old love songs of the oud.', color: '#8a4b00', songs_count: 42 }] },
  },
];
