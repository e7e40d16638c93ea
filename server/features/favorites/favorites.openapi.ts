import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { dataOf, idPath, pageParams, paginated } from '../../http/openapi/shapes';
import { songCard } from '../songs/songs.openapi';

const params = z.object({ songId: idPath('The song\'s id.') });

export const favoriteOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/favorite',
    tag: 'Favorites',
    summary: 'The caller\'s liked songs, latest first.',
    access: 'user',
    query: pageParams,
    responses: { 200: { description: 'A page of songs.', schema: paginated(songCard) } },
  },
  {
    method: 'put',
    path: '/api/favorite/:songId',
    tag: 'Favorites',
    summary: 'Likes a song (again: no change).',
    access: 'user',
    params,
    responses: { 200: { description: 'The song, liked.', schema: dataOf(songCard) } },
    example: { data: { id: 12, name: 'Hooyo', cover: 'https://hees.example/media/covers/12.jpg', content_type: 'HSA', formatted_duration: '4:05', artist: { id: 3, name: 'Maryan Mursal' }, is_liked: true } },
  },
  {
    method: 'delete',
    path: '/api/favorite/:songId',
    tag: 'Favorites',
    summary: 'Unlikes a song.',
    access: 'user',
    params,
    responses: { 200: { description: 'The song, not liked.', schema: dataOf(songCard) } },
  },
];
