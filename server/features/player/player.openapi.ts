import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import { dataOf } from '../../http/openapi/shapes';
import { syncedLine } from '../songs/songs.openapi';
import type { PlayingItem } from './player.presenter';
import { PLAYABLE_TYPES, playRequestSchema, STREAMS } from './player.schema';

const playingItem = presents<PlayingItem>()(
  z.object({
    id: z.number().int(),
    name: z.string(),
    content_type: z.enum(PLAYABLE_TYPES),
    cover: z.string().nullable(),
    artist: z.object({ id: z.number().int().optional().meta({ description: 'A song\'s artist (to follow); episodes and lectures have none.' }), name: z.string(), image: z.string().nullable() }),
    sources: z.array(z.object({ src: z.string() })).meta({ description: 'Empty when the item has no audio yet.' }),
    saver: z.string().nullable().meta({ description: 'The smaller rendition for data saver.' }),
    verse: z.array(
      z.object({
        id: z.number().int(),
        title: z.string().nullable(),
        language: z.string(),
        is_default: z.boolean(),
        lyrics: z.object({ non_synced_lyrics: z.object({ original: z.string() }), synced_lyrics: z.array(syncedLine).nullable() }),
      }),
    ),
    stream: z.enum(STREAMS).optional(),
    smart: z.object({ vocals: z.string(), music: z.string(), method: z.string().nullable(), approximate: z.boolean() }).nullable(),
    mp3: z.string().nullable(),
    formatted_duration: z.string().nullable(),
    href: z.string(),
  }),
);

const answer = { 200: { description: 'The item to play.', schema: dataOf(playingItem) } };

export const playerOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/_song',
    tag: 'Player',
    summary: 'The item to play: a song (with its lyrics and, for smart songs, its stems), an episode or a lecture recording.',
    description: 'Has its own rate limit (listening).',
    access: 'public',
    body: playRequestSchema,
    errors: [404],
    responses: answer,
  },
  {
    method: 'get',
    path: '/api/_song',
    tag: 'Player',
    summary: 'The same as `POST /api/_song`, from the query string.',
    access: 'public',
    query: playRequestSchema,
    errors: [404],
    responses: answer,
  },
];
