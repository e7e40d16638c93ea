import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import { songCard } from '../songs/songs.openapi';
import { artistCard } from '../artists/artists.openapi';
import type { PublicSearchResults, presentAdminSearch, presentPlaylistSearch, presentSelectorSearch } from './search.presenter';
import { pickerSearchInput, publicSearchInput } from './search.schema';

const named = z.object({ id: z.number().int(), name: z.string() });

export const publicResults = presents<PublicSearchResults>()(
  z.object({
    pagination: z.object({ current_page: z.number().int(), last_page: z.number().int() }),
    albums: z.array(
      z.object({ id: z.number().int(), name: z.string(), cover: z.string().nullable(), content_type: z.string().nullable(), released_at: z.string().nullable(), artist: named }),
    ),
    songs: z.array(songCard),
    artists: z.array(artistCard),
    podcasts: z.array(z.object({ id: z.number().int(), title: z.string(), host: z.string().nullable(), image: z.string().nullable(), episodes_count: z.number().int() })),
    scholars: z.array(named),
    topics: z.array(named),
    resources: z.array(z.object({ id: z.number().int(), title: z.string(), title_arabic: z.string().nullable(), scholar: named.nullable() })),
    message: z.string().optional().meta({ description: 'Only when a query was searched and nothing matched.' }),
  }),
);

const selectorResults = presents<ReturnType<typeof presentSelectorSearch>>()(
  z.object({ songs: z.array(named), artists: z.array(named), playlists: z.array(named), scholars: z.array(named), topics: z.array(named) }),
);
const adminResults = presents<ReturnType<typeof presentAdminSearch>>()(z.object({ songs: z.array(named.extend({ artist: named })), artists: z.array(named) }));
const playlistResults = presents<ReturnType<typeof presentPlaylistSearch>>()(z.array(named.extend({ songs_count: z.number().int() })));

const cacheNote = 'Answers carry `X-Search-Cache: hit|miss`.';

export const searchOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/searchy',
    tag: 'Search',
    summary: 'The site search: songs, artists, albums, podcasts and lectures, with Somali spelling folded.',
    description: cacheNote,
    access: 'public',
    query: publicSearchInput,
    responses: { 200: { description: 'The groups found, a page at a time.', schema: publicResults } },
  },
  {
    method: 'get',
    path: '/api/search',
    tag: 'Search',
    summary: 'Names for pickers: songs, artists, playlists, scholars and topics.',
    description: cacheNote,
    access: 'public',
    query: pickerSearchInput,
    responses: { 200: { description: 'The names found.', schema: selectorResults } },
  },
  {
    method: 'get',
    path: '/api/backstage/admin-search',
    tag: 'Backstage: home',
    summary: 'Songs (with their artist) and artists, for the featured-content panel.',
    access: 'admin',
    query: pickerSearchInput,
    responses: { 200: { description: 'The names found.', schema: adminResults } },
  },
  {
    method: 'get',
    path: '/api/backstage/playlist-search',
    tag: 'Backstage: playlists',
    summary: 'Playlists by name, with their song counts.',
    access: 'admin',
    query: pickerSearchInput,
    responses: { 200: { description: 'The playlists found.', schema: playlistResults } },
  },
];
