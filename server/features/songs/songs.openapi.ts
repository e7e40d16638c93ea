import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import { dataOf, idPath, messageWith, pageParams, paginated } from '../../http/openapi/shapes';
import type { Song, SongCard } from './songs.presenter';
import { afterParam, saveYoutubeInput } from './no-audio.backstage';
import { retryInput } from './songs.backstage';
import { syncedInput } from './timed-lyrics.backstage';
import { publicExplanation } from '../explanations/explanations.openapi';

const named = z.object({ id: z.number().int(), name: z.string() });

/** The compact song of lists and carousels (songs.presenter.ts presentSongCard). */
export const songCard = presents<SongCard>()(
  z.object({
    id: z.number().int(),
    name: z.string(),
    cover: z.string().nullable().meta({ description: 'The cover\'s URL.' }),
    content_type: z.string().nullable(),
    formatted_duration: z.string().nullable().meta({ description: '`m:ss`, or null before the audio is made.' }),
    artist: named,
    is_liked: z.boolean().meta({ description: 'Whether the signed-in caller likes it (false for everyone else).' }),
  }),
);

export const syncedLine = z.object({ time: z.number().meta({ description: 'Seconds from the start.' }), text: z.string() });

const credits = z.object({ poet: z.string().nullable(), composer: z.string().nullable(), singers: z.array(z.string()), band: z.string().nullable() });

/** A lyrics version as the song answers it (songs.presenter.ts presentVerse). */
const songVerse = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  language: z.string(),
  is_default: z.boolean(),
  is_verified: z.boolean(),
  lyrics: z.object({ non_synced_lyrics: z.object({ original: z.string() }), synced_lyrics: z.array(syncedLine).nullable() }),
  translation: z.object({ language: z.enum(['somali', 'english', 'arabic']), lines: z.array(z.string()) }).nullable(),
});

/** The whole song (songs.presenter.ts presentSong). */
export const song = presents<Song>()(
  songCard.extend({
    artist: named.extend({ image: z.string().nullable() }),
    original_artist: named.nullable(),
    features: z.array(named),
    album: named.nullable(),
    playlists: z.array(named),
    released: z.number().int().nullable(),
    youtube: z.string().nullable(),
    mp3: z.string().nullable(),
    meta: z.object({ is_smart: z.boolean(), thumbnail: z.string().nullable() }),
    credits: credits.nullable(),
    created_at: z.string(),
    lyrics: z.string().nullable(),
    verse: z.array(songVerse),
    similarSongs: z.array(songCard),
  }),
);

const songParams = z.object({ id: idPath('The song\'s id.') });

export const songOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/song/:id',
    tag: 'Songs',
    summary: 'A song with its lyrics, credits and similar songs.',
    access: 'public',
    params: songParams,
    responses: {
      200: {
        description: 'The song.',
        schema: dataOf(song.extend({ explanations: z.array(publicExplanation).meta({ description: 'Listeners\' published explanations of its lines, by first line, then most upvoted.' }) })),
      },
    },
  },
  {
    method: 'get',
    path: '/api/just-added',
    tag: 'Songs',
    summary: 'Songs, newest first, a page at a time.',
    access: 'public',
    query: pageParams,
    responses: { 200: { description: 'A page of songs.', schema: paginated(songCard) } },
  },
  {
    method: 'get',
    path: '/api/smart',
    tag: 'Songs',
    summary: 'Songs with separate vocals and music ("smart"), newest first.',
    access: 'public',
    query: pageParams,
    responses: { 200: { description: 'A page of songs.', schema: paginated(songCard) } },
  },
  {
    method: 'post',
    path: '/api/backstage/retry',
    tag: 'Backstage: songs',
    summary: 'Makes a song\'s audio again.',
    access: 'admin',
    body: retryInput,
    errors: [404],
    responses: { 200: { description: 'Queued.', schema: messageWith(z.object({ id: z.number().int(), status: z.literal('processing') })) } },
  },
  {
    method: 'get',
    path: '/api/backstage/no-audio',
    tag: 'Backstage: songs',
    summary: 'The next song without audio (most played first) and how many there are.',
    access: 'admin',
    query: afterParam,
    responses: {
      200: {
        description: '`status` and `count` are both the number of songs without audio (spec §7).',
        schema: z.object({
          status: z.number().int(),
          count: z.number().int(),
          song: z
            .object({
              id: z.number().int(),
              name: z.string(),
              artist: z.object({ name: z.string() }),
              youtube: z.string().nullable(),
              processing: z.object({ status: z.string().nullable(), message: z.string().nullable() }),
            })
            .nullable(),
        }),
      },
    },
  },
  {
    method: 'post',
    path: '/api/backstage/save-youtube',
    tag: 'Backstage: songs',
    summary: 'Gives a song its YouTube video; its audio is then made from it.',
    access: 'admin',
    body: saveYoutubeInput,
    errors: [404, 409],
    responses: { 200: { description: 'Saved.', schema: messageWith(z.object({ id: z.number().int(), youtube: z.string(), status: z.literal('pending') })) } },
  },
  {
    method: 'put',
    path: '/api/backstage/songs/:id/verses/:verseId/synced',
    tag: 'Backstage: songs',
    summary: 'Saves (or clears, with no lines) the timed lyrics of one lyrics version.',
    access: 'admin',
    params: z.object({ id: idPath('The song\'s id.'), verseId: idPath('The lyrics version\'s id.') }),
    body: syncedInput,
    responses: { 200: { description: 'Saved.', schema: messageWith(z.object({ verse: z.number().int(), synced_lyrics: z.array(syncedLine).nullable() })) } },
  },
  {
    method: 'post',
    path: '/api/backstage/songs/:id/lyrics-revisions/:revisionId/restore',
    tag: 'Backstage: songs',
    summary: 'Puts a song\'s lyrics back as they were in an earlier revision.',
    access: 'admin',
    params: z.object({ id: idPath('The song\'s id.'), revisionId: idPath('The revision\'s id.') }),
    responses: { 200: { description: 'Restored.', schema: messageWith(z.object({ song: z.number().int(), revision: z.number().int() })) } },
  },
];
