import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import { dataOf, idPath, pageParams, paginated } from '../../http/openapi/shapes';
import type { Episode, EpisodeCard } from './episodes.presenter';
import type { Podcast, PodcastCard } from './podcasts.presenter';

export const episodeCard = presents<EpisodeCard>()(
  z.object({
    id: z.number().int(),
    title: z.string(),
    excerpt: z.string().nullable(),
    image: z.string().nullable(),
    pubDate: z.string().nullable(),
    formatted_duration: z.string().nullable(),
    podcast_id: z.number().int(),
    podcast: z.object({ id: z.number().int(), title: z.string() }),
  }),
);

export const episode = presents<Episode>()(
  episodeCard.extend({
    description: z.string().nullable(),
    ordering: z.number().int(),
    source: z.array(z.object({ src: z.string(), type: z.string(), length: z.string().nullable() })),
    podcast: z.object({ id: z.number().int(), title: z.string(), host: z.string().nullable(), image: z.string().nullable() }),
  }),
);

const podcastCard = presents<PodcastCard>()(
  z.object({
    id: z.number().int(),
    title: z.string(),
    host: z.string().nullable(),
    image: z.string().nullable(),
    description: z.string().nullable(),
    episodes_count: z.number().int(),
  }),
);
const podcast = presents<Podcast>()(podcastCard.extend({ episodes: z.array(episodeCard) }));

export const podcastOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/podcasts',
    tag: 'Podcasts',
    summary: 'Podcasts, a page at a time.',
    access: 'public',
    query: pageParams,
    responses: { 200: { description: 'A page of podcasts.', schema: paginated(podcastCard) } },
  },
  {
    method: 'get',
    path: '/api/podcast/:id',
    tag: 'Podcasts',
    summary: 'A podcast with its episodes.',
    access: 'public',
    params: z.object({ id: idPath('The podcast\'s id.') }),
    responses: { 200: { description: 'The podcast.', schema: dataOf(podcast) } },
  },
  {
    method: 'get',
    path: '/api/episode/:id',
    tag: 'Podcasts',
    summary: 'An episode with its audio.',
    access: 'public',
    params: z.object({ id: idPath('The episode\'s id.') }),
    responses: { 200: { description: 'The episode.', schema: dataOf(episode) } },
  },
];
