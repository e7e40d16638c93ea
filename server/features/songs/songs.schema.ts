import { z } from 'zod';
import { sungLines } from '@common/lyrics-lines';
import { extractYoutubeId } from '@common/youtube-id';
import { versionField } from '../artists/artists.schema';
import { flag, id, idList, optionalId, optionalText, storedPath } from '../../backstage/form-fields';
import { optionalHttpUrl } from '../../backstage/http-url-field';

/** Spec §5 and §9: the pickers' caps, which the server enforces too. */
export const MAX_FEATURES = 4;
export const MAX_PLAYLISTS = 10;
export const MAX_VERSES = 20;

const LANGUAGE = z.enum(['somali', 'english', 'arabic'], 'Choose Somali, English or Arabic.');

/** A lyrics version's text, as sung. */
const lyricsText = z.string('The lyrics must be text.').trim().min(1, 'A lyrics version needs its text.').max(20_000, 'Lyrics may not be longer than 20000 characters.');

/**
 * A translation typed line by line under the original's lines; stored as {language, lines} with one
 * entry per non-blank line, so line n translates sung line n. Empty text is no translation.
 */
const translation = z
  .object({
    language: LANGUAGE.default('english'),
    text: z.string('The translation must be text.').max(20_000, 'A translation may not be longer than 20000 characters.').optional(),
    // As /api/song/{id} reads it back: one entry per sung line.
    lines: z.array(z.string('Each translated line must be text.').max(2_000, 'A translated line may not be longer than 2000 characters.'), 'The translated lines must be a list.').max(2_000, 'At most 2000 translated lines.').optional(),
  })
  .refine((value) => value.text === undefined || value.lines === undefined, 'Give the translation as text or as lines, not both.')
  .nullish()
  .transform((value) => {
    const lines = value ? sungLines(value.text ?? (value.lines ?? []).join('\n')) : [];
    return value && lines.length ? { language: value.language, lines } : null;
  });

const verse = z.object({
  id: optionalId('That lyrics version is not this song’s.'),
  title: optionalText('verse title', 200),
  language: LANGUAGE.default('somali'),
  non_synced_lyrics: lyricsText,
  is_default: flag,
  translation,
});

const NOT_A_VIDEO = 'Give a YouTube watch link, a youtu.be link or the 11-character video id.';

/** A watch link, a short link or the bare id: stored as the bare id (spec §5 Extract ID); empty is none. */
export const youtubeVideo = z
  .string('The YouTube video must be text.')
  .trim()
  .max(300, 'The YouTube link is too long.')
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const videoId = extractYoutubeId(value);
    if (!videoId) context.addIssue({ code: 'custom', message: NOT_A_VIDEO });
    return videoId;
  });

/** The same where a video is the point of the request (fix no audio): empty is refused too. */
export const requiredYoutubeVideo = youtubeVideo.refine((videoId) => videoId !== null, NOT_A_VIDEO);

const creditName = (label: string) => z.string(`The ${label} must be text.`).trim().max(200, `The ${label} may not be longer than 200 characters.`).nullish().transform((value) => value || null);

/** Who made the song: names as written. Singers come as a list or as one text separated by commas. */
const credits = z
  .object({
    poet: creditName('poet'),
    composer: creditName('composer'),
    singers: z
      .preprocess(
        (value) => (typeof value === 'string' ? value.split(',') : (value ?? [])),
        z.array(z.string('Each singer must be a name.').trim().max(200, 'A singer’s name may not be longer than 200 characters.'), 'The singers must be names.'),
      )
      .transform((names) => names.filter(Boolean))
      .refine((names) => names.length <= 20, 'At most 20 singers.'),
    band: creditName('band'),
  })
  .nullish()
  .transform((value) => (value && (value.poet || value.composer || value.singers.length || value.band) ? value : null));

/** A list from JSON, or an object keyed 0, 1, … from a form; absent stays absent (another shape may carry the lyrics). */
const listOrAbsent = (value: unknown) => (value === undefined || value === null ? undefined : typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : value);

/**
 * Spec §3's `verse` item, as /api/song/{id} reads it: the text under lyrics.non_synced_lyrics.original.
 * Read-only parts of that answer (is_verified, synced_lyrics) are not a form's to set: timed lines have
 * their own screen, so they are refused like any unknown field rather than dropped.
 */
const specVerse = z
  .object({
    id: optionalId('That lyrics version is not this song’s.'),
    title: optionalText('verse title', 200),
    language: LANGUAGE.default('somali'),
    is_default: flag,
    lyrics: z.object({ non_synced_lyrics: z.object({ original: lyricsText }, 'Give the text as lyrics.non_synced_lyrics.original.') }, 'Give the text as lyrics.non_synced_lyrics.original.'),
    translation,
  })
  .transform(({ lyrics, ...rest }) => ({ ...rest, non_synced_lyrics: lyrics.non_synced_lyrics.original }));

/**
 * The song form of spec §3/§7: relations as ids, meta as staff set it, lyrics versions in order.
 * The lyrics come in one of three shapes: the app's own `verses[]`, the spec's `verse[]`, or the
 * spec's `lyrics` text alone (one Somali version, the default). See oneLyricsList.
 */
export const songFields = z.object({
  name: z.string('The name is required.').trim().min(1, 'The name is required.').max(200, 'The name may not be longer than 200 characters.'),
  artist: id('Choose the artist.'),
  original_artist: optionalId('Choose the original artist from the list.'),
  features: idList('featuring artist', MAX_FEATURES),
  album: optionalId('Choose the album from the list.'),
  playlists: idList('playlist', MAX_PLAYLISTS),
  released: z
    .union([z.literal(''), z.null(), z.number(), z.string().regex(/^\d{4}$/, 'The release year is four digits.').transform(Number)])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value))
    .refine((year) => year === null || (Number.isInteger(year) && year >= 1900 && year <= 2100), 'The release year must be between 1900 and 2100.'),
  youtube: youtubeVideo,
  cover: storedPath('cover'),
  audio: storedPath('audio'),
  meta: z
    .object({
      thumbnail: optionalHttpUrl('thumbnail', 300),
      is_youtube: z.union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on', 'off', ''])]).optional().transform((value) => value === undefined || value === true || value === '1' || value === 'true' || value === 'on'),
      cover: flag,
      is_smart: flag,
    })
    .optional()
    .transform((meta) => meta ?? { thumbnail: null, is_youtube: true, cover: false, is_smart: false }),
  credits,
  // Each version's own message (not a union's "Invalid input") reaches the form.
  verses: z.preprocess(listOrAbsent, z.array(verse, 'The lyrics versions must be a list.').optional()),
  verse: z.preprocess(listOrAbsent, z.array(specVerse, 'The verse must be a list of lyrics versions.').optional()),
  lyrics: z.string('The lyrics must be text.').trim().max(20_000, 'Lyrics may not be longer than 20000 characters.').nullish(),
});

type LyricsShapes = Pick<z.output<typeof songFields>, 'verses' | 'verse' | 'lyrics'>;

/**
 * The song's lyrics versions from whichever shape carried them, as `verses`. Two lists are refused
 * (which one meant it?); `lyrics` beside a list is what /api/song/{id} sends with it, the default
 * version's text, and is refused only when it says something else. The caps of spec §9 hold for all.
 */
function oneLyricsList<T extends LyricsShapes>({ verses, verse, lyrics, ...song }: T, context: z.RefinementCtx) {
  if (verses && verse) context.addIssue({ code: 'custom', path: ['verse'], message: 'Send the lyrics versions once: as verses or as verse, not both.' });
  const list = verses ?? verse ?? (lyrics ? [{ id: null, title: null, language: 'somali' as const, non_synced_lyrics: lyrics, is_default: true, translation: null }] : []);
  const field = verses ? 'verses' : verse ? 'verse' : 'lyrics';
  if (lyrics && (verses ?? verse)) {
    const shown = list.find((entry) => entry.is_default) ?? list[0];
    if (shown?.non_synced_lyrics !== lyrics) context.addIssue({ code: 'custom', path: ['lyrics'], message: `The lyrics differ from the default version in ${field}: send the text once.` });
  }
  if (list.length > MAX_VERSES) context.addIssue({ code: 'custom', path: [field], message: `At most ${MAX_VERSES} lyrics versions.` });
  if (list.filter((entry) => entry.is_default).length > 1) context.addIssue({ code: 'custom', path: [field], message: 'Only one lyrics version can be the default.' });
  return { ...song, verses: list };
}

export const songInput = songFields.transform(oneLyricsList);
export const songUpdate = songFields.extend({ version: versionField }).transform(oneLyricsList);

export type SongInput = z.output<typeof songInput>;
export type SongUpdate = z.output<typeof songUpdate>;
