import { z } from 'zod';
import { MAX_DB_ID } from '../../lib/ids';

/** A batch is what one page collects between flushes; 50 covers minutes of skipping around. */
export const MAX_EVENTS_PER_BATCH = 50;
/** No single report can claim more than a day of listening. */
const MAX_SECONDS = 24 * 60 * 60;

const subjectId = z.number().int().min(1).max(MAX_DB_ID, 'No item has this id.').nullish();

/** Spec §7 analytics: name Song|Episode, event_category, song_id or episode_id; seconds heard on pause/ended. */
const playEvent = z
  .object({
    name: z.enum(['Song', 'Episode'], { error: 'The name must be Song or Episode.' }),
    event_category: z.enum(['load', 'play', 'pause', 'ended'], { error: 'The event category must be load, play, pause or ended.' }),
    song_id: subjectId,
    episode_id: subjectId,
    seconds: z.number().min(0).max(MAX_SECONDS).nullish(),
  })
  .superRefine((event, ctx) => {
    const [own, other] = event.name === 'Song' ? (['song_id', 'episode_id'] as const) : (['episode_id', 'song_id'] as const);
    if (event[own] == null) ctx.addIssue({ code: 'custom', path: [own], message: `A ${event.name} event needs ${own}.` });
    if (event[other] != null) ctx.addIssue({ code: 'custom', path: [other], message: `A ${event.name} event has no ${other}.` });
  });

export const playBatchSchema = z.object({
  events: z
    .array(playEvent, { error: 'The events must be a list.' })
    .min(1, 'Send at least one event.')
    .max(MAX_EVENTS_PER_BATCH, `Send at most ${MAX_EVENTS_PER_BATCH} events at a time.`),
});

export type PlayEventInput = z.output<typeof playEvent>;
