import { z } from 'zod';
import { MAX_DB_ID } from '../../lib/ids';

/** Spec §7 `POST /api/_song`: what to play, and for smart songs which stem. */
/** LECTURE (our addition): a recording of a lecture, by its media id. */
export const PLAYABLE_TYPES = ['SONG', 'EPISODE', 'LECTURE'] as const;
export const STREAMS = ['VOCAL', 'MUSIC'] as const;
export type PlayableType = (typeof PLAYABLE_TYPES)[number];
export type Stream = (typeof STREAMS)[number];

const id = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/, 'The id must be a number.').transform(Number)], {
    error: 'The id must be a number.',
  })
  .pipe(z.number().int('The id must be a whole number.').min(1, 'The id must be positive.').max(MAX_DB_ID, 'No item has this id.'));

/** One schema for the JSON body (POST) and the query string (GET): both may carry the id as text. */
export const playRequestSchema = z.object({
  id,
  type: z.enum(PLAYABLE_TYPES, { error: 'The type must be SONG, EPISODE or LECTURE.' }),
  stream: z.enum(STREAMS, { error: 'The stream must be VOCAL or MUSIC.' }).nullish(),
});

export type PlayRequest = z.output<typeof playRequestSchema>;
