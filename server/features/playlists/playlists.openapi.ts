import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import { dataOf, idPath, messageWith, pageParams, paginated } from '../../http/openapi/shapes';
import { songCard } from '../songs/songs.openapi';
import { afterParam } from '../songs/no-audio.backstage';
import type { Playlist, PlaylistCard } from './playlists.presenter';
import { attachInput } from './playlist-connection.backstage';

export const playlistCard = presents<PlaylistCard>()(
  z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable(), cover: z.string().nullable(), songs_count: z.number().int() }),
);
export const playlist = presents<Playlist>()(playlistCard.extend({ songs: z.array(songCard) }));

export const playlistOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/playlists',
    tag: 'Playlists',
    summary: 'Playlists, a page at a time.',
    access: 'public',
    query: pageParams,
    responses: { 200: { description: 'A page of playlists.', schema: paginated(playlistCard) } },
  },
  {
    method: 'get',
    path: '/api/playlist/:id',
    tag: 'Playlists',
    summary: 'A playlist with its songs.',
    access: 'public',
    params: z.object({ id: idPath('The playlist\'s id.') }),
    responses: { 200: { description: 'The playlist.', schema: dataOf(playlist) } },
  },
  {
    method: 'post',
    path: '/api/backstage/no-playlist-song',
    tag: 'Backstage: playlists',
    summary: 'The next song in no playlist (most played first), for the playlist connection panel.',
    access: 'admin',
    body: afterParam,
    responses: {
      200: {
        description: '`count` songs are in no playlist; `song` is the next of them, or null.',
        schema: z.object({
          count: z.number().int(),
          song: z.object({ id: z.number().int(), name: z.string(), artist: z.object({ name: z.string() }), features: z.array(z.object({ id: z.number().int(), name: z.string() })), url: z.string() }).nullable(),
        }),
      },
    },
  },
  {
    method: 'post',
    path: '/api/backstage/playlist-attach',
    tag: 'Backstage: playlists',
    summary: 'Puts a song into playlists.',
    access: 'admin',
    body: attachInput,
    errors: [404],
    responses: { 200: { description: 'Attached.', schema: messageWith(z.object({ song: z.number().int(), playlists: z.array(z.number().int()).meta({ description: 'The playlists it was added to now.' }) })) } },
  },
];
