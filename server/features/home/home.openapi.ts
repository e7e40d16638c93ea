import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import { dataOf } from '../../http/openapi/shapes';
import { songCard } from '../songs/songs.openapi';
import { episodeCard } from '../podcasts/podcasts.openapi';
import { eventCard } from '../events/events.openapi';
import { artistCard } from '../artists/artists.openapi';
import type { homeSections } from './home.loaders';
import type { Promo } from './promos.presenter';
import { featuredInput } from './featured.backstage';

export const promo = presents<Promo>()(
  z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    url: z.string().nullable(),
    image: z.string().nullable(),
    background: z.string().nullable(),
    color: z.string().nullable(),
  }),
);

const homepage = presents<Awaited<ReturnType<typeof homeSections<Promo | null>>>>()(
  z.object({
    featured: z.array(songCard),
    promo: promo.nullable().meta({ description: 'The promo for the asking device (by User-Agent), if one is active.' }),
    trending: z.array(songCard),
    episodes: z.array(episodeCard),
    events: z.array(eventCard),
    artists: z.array(artistCard),
    topSongs: z.array(songCard),
  }),
);

const featuredSong = z.object({ id: z.number().int(), name: z.string(), artist: z.object({ name: z.string() }) });

export const homeOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/homepage',
    tag: 'Home',
    summary: 'The home page\'s sections.',
    access: 'public',
    responses: { 200: { description: 'The sections.', schema: dataOf(homepage) } },
  },
  {
    method: 'get',
    path: '/api/backstage/options/:key',
    tag: 'Backstage: home',
    summary: 'The songs featured on the home page (the only option: `HOMEFEATURED`).',
    access: 'admin',
    params: z.object({ key: z.literal('HOMEFEATURED') }),
    responses: { 200: { description: 'The featured songs.', schema: z.object({ option_key: z.literal('HOMEFEATURED'), option_value: z.array(featuredSong), max: z.number().int() }) } },
  },
  {
    method: 'post',
    path: '/api/backstage/options',
    tag: 'Backstage: home',
    summary: 'Chooses the songs featured on the home page.',
    access: 'admin',
    body: featuredInput,
    responses: { 200: { description: 'Saved.', schema: z.object({ message: z.string(), option_key: z.literal('HOMEFEATURED'), option_value: z.array(featuredSong) }) } },
  },
];
