import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import { dataOf, idPath, messageWith, pageParams, paginated } from '../../http/openapi/shapes';
import { BLOCK_LANGUAGES } from '@common/block-language';
import type { Story, StoryCard } from './stories.presenter';
import { importInput } from './story-import.backstage';

export const storyCard = presents<StoryCard>()(
  z.object({
    id: z.number().int(),
    title: z.string(),
    image: z.string().nullable(),
    source: z.object({ name: z.string().nullable() }),
    author: z.string().nullable(),
    published_at: z.string().nullable(),
    excerpt: z.string(),
  }),
);

const story = presents<Story>()(
  storyCard.extend({
    source_article: z.string().nullable(),
    updated_at: z.string().nullable(),
    blocks: z.array(
      z.union([
        z.object({ type: z.enum(['paragraph', 'heading']), data: z.object({ text: z.string().meta({ description: 'Sanitised inline HTML.' }) }), language: z.enum(BLOCK_LANGUAGES).optional() }),
        z.object({ type: z.literal('image'), data: z.object({ url: z.string() }) }),
      ]),
    ),
  }),
);

export const storyOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/stories',
    tag: 'Stories',
    summary: 'Published local news stories, newest first, a page at a time.',
    access: 'public',
    query: pageParams,
    responses: { 200: { description: 'A page of stories.', schema: paginated(storyCard) } },
  },
  {
    method: 'get',
    path: '/api/story/:id',
    tag: 'Stories',
    summary: 'A published story with its text and pictures.',
    access: 'public',
    params: z.object({ id: idPath('The story\'s id.') }),
    responses: { 200: { description: 'The story.', schema: dataOf(story) } },
  },
  {
    method: 'post',
    path: '/api/backstage/get-story',
    tag: 'Backstage: stories',
    summary: 'Imports a news article from its URL as an unpublished story.',
    access: 'admin',
    body: importInput,
    errors: [502],
    responses: {
      201: {
        description: 'Imported, unpublished.',
        schema: messageWith(
          z.object({
            id: z.number().int(),
            title: z.string(),
            image: z.string().nullable().meta({ description: 'The stored key of its picture.' }),
            image_url: z.string().nullable(),
            extra: z.record(z.string(), z.unknown()).nullable().meta({ description: 'Where it came from (source address, site name...).' }),
            published_at: z.string().nullable(),
          }),
        ),
      },
    },
  },
];
