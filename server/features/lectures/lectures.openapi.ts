import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import { dataOf, idPath, message, messageWith } from '../../http/openapi/shapes';
import { BLOCK_LANGUAGES } from '@common/block-language';
import type { LectureMedia, Resource, ResourceCard } from './lectures.presenter';
import type { loadScholar, loadScholars, loadTopic } from './lectures.loaders';
import { titleInput, type BackstageMedia } from './media.backstage';

const named = z.object({ id: z.number().int(), name: z.string() });
const translations = z.object({ arabic: z.string().nullable(), english: z.string().nullable() });

export const resourceCard = presents<ResourceCard>()(
  z.object({
    id: z.number().int(),
    title: z.string(),
    title_translation: translations,
    scholar: named.nullable(),
    media_count: z.number().int(),
    formatted_duration: z.string().nullable(),
  }),
);

export const lectureMedia = presents<LectureMedia>()(
  z.object({
    id: z.number().int(),
    title: z.string().nullable(),
    file_path: z.string().nullable(),
    media_type: z.literal('audio'),
    resource_id: z.number().int(),
    duration_seconds: z.number().nullable(),
    formatted_duration: z.string().nullable(),
  }),
);

export const resource = presents<Resource>()(
  resourceCard.extend({
    scholar: named.extend({ name_arabic: z.string().nullable(), image: z.string().nullable() }).nullable(),
    topics: z.array(named.extend({ name_translations: translations, topic_type: z.string() })),
    description: z.string().nullable(),
    source_url: z.string().nullable(),
    translation: z.array(z.object({ language: z.enum(BLOCK_LANGUAGES), type: z.literal('text'), content: z.string() })),
    ordering: z.number().int(),
    media: z.array(lectureMedia),
    updated_at: z.string().nullable(),
  }),
);

/** A recording as backstage sees it (media.backstage.ts): its processing state and place in the queue. */
const backstageMedia = presents<BackstageMedia>()(
  z.object({
    id: z.number().int(),
    title: z.string().nullable(),
    file_path: z.string().meta({ description: 'The stored key.' }),
    url: z.string().nullable(),
    media_type: z.literal('audio'),
    resource_id: z.number().int().nullable(),
    status: z.enum(['processing', 'ready', 'failed']),
    message: z.string().nullable(),
    duration_seconds: z.number().nullable(),
    queue: z.union([z.object({ running: z.literal(true) }), z.object({ running: z.literal(false), ahead: z.number().int() }), z.object({ running: z.literal(false), retryAt: z.string() })]).nullable(),
  }),
);

const scholarCard = z.object({ id: z.number().int(), name: z.string(), name_arabic: z.string().nullable(), image: z.string().nullable(), resources_count: z.number().int() });
const topicCard = z.object({
  id: z.number().int(),
  name: z.string(),
  name_translations: translations,
  topic_type: z.string(),
  image: z.string().nullable(),
  resources_count: z.number().int(),
});

const scholars = presents<Awaited<ReturnType<typeof loadScholars>>>()(z.object({ scholars: z.array(scholarCard), topics: z.array(topicCard) }));
const scholar = presents<Awaited<ReturnType<typeof loadScholar>>>()(
  scholarCard.extend({ bio: z.string().nullable(), updated_at: z.string().nullable(), topics: z.array(topicCard), resources: z.array(resourceCard) }),
);
const topic = presents<Awaited<ReturnType<typeof loadTopic>>>()(
  topicCard.extend({ description: z.string().nullable(), updated_at: z.string().nullable(), scholar: scholarCard.nullable(), resources: z.array(resourceCard) }),
);

export const lectureOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/scholars',
    tag: 'Lectures',
    summary: 'Scholars and topics.',
    access: 'public',
    responses: { 200: { description: 'Both lists.', schema: dataOf(scholars) } },
  },
  {
    method: 'get',
    path: '/api/scholar/:id',
    tag: 'Lectures',
    summary: 'A scholar with their topics and lectures.',
    access: 'public',
    params: z.object({ id: idPath('The scholar\'s id.') }),
    responses: { 200: { description: 'The scholar.', schema: dataOf(scholar) } },
  },
  {
    method: 'get',
    path: '/api/topic/:id',
    tag: 'Lectures',
    summary: 'A topic with its scholar and lectures.',
    access: 'public',
    params: z.object({ id: idPath('The topic\'s id.') }),
    responses: { 200: { description: 'The topic.', schema: dataOf(topic) } },
  },
  {
    method: 'get',
    path: '/api/resource/:id',
    tag: 'Lectures',
    summary: 'A lecture ("resource") with its recordings, topics and translation.',
    access: 'public',
    params: z.object({ id: idPath('The lecture\'s id.') }),
    responses: { 200: { description: 'The lecture.', schema: dataOf(resource) } },
  },
  {
    method: 'put',
    path: '/api/backstage/media/:id',
    tag: 'Backstage: lectures',
    summary: 'Renames one recording of a lecture.',
    access: 'admin',
    params: z.object({ id: idPath('The recording\'s id.') }),
    body: titleInput,
    responses: { 200: { description: 'Renamed.', schema: messageWith(backstageMedia) } },
  },
  {
    method: 'delete',
    path: '/api/backstage/media-detach/:id',
    tag: 'Backstage: lectures',
    summary: 'Removes one recording from its lecture (and its file).',
    access: 'admin',
    params: z.object({ id: idPath('The recording\'s id.') }),
    responses: { 200: { description: 'Detached.', schema: message } },
  },
];
