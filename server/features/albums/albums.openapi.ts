import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import { dataOf, idPath } from '../../http/openapi/shapes';
import { songCard } from '../songs/songs.openapi';
import type { Album, AlbumCard } from './albums.presenter';

export const albumCard = presents<AlbumCard>()(
  z.object({
    id: z.number().int(),
    name: z.string(),
    cover: z.string().nullable(),
    released_at: z.string().nullable(),
    artist: z.object({ id: z.number().int(), name: z.string() }),
  }),
);

export const album = presents<Album>()(albumCard.extend({ content_type: z.string().nullable(), songs_count: z.number().int() }));

export const albumOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/album/:id',
    tag: 'Albums',
    summary: 'An album with its songs in order.',
    access: 'public',
    params: z.object({ id: idPath('The album\'s id.') }),
    responses: { 200: { description: 'The album.', schema: dataOf(album.extend({ songs: z.array(songCard) })) } },
  },
];
