import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordActivity } from '../../backstage/activity-log';
import { catalogueWrite } from '../../backstage/catalogue-write';
import { NotFound, ValidationError } from '../../http/errors';
import { idParam } from '../../http/params';
import { validateForm } from '../../backstage/form-input';
import { formatTimestamp } from '@common/lrc';
import { presentVerse, type SyncedLine } from './verses.presenter';
import type { VerseRow } from './verses.queries';
import { SONG_ENTITY } from './songs.writes';
import { keepLyricsAfter, keepLyricsBefore } from './lyrics-revisions';
import { translatorOf } from '../../i18n/i18n.props';

const NOT_FOUND = 'Song not found.';
/** Room for the longest qasida; a verse is at most 20,000 characters of text. */
export const MAX_SYNCED_LINES = 1000;
/** A line may start a little after the file's measured end (rounding); past that it is a typo. */
const END_SLACK_SECONDS = 5;

interface TimedSongRow {
  id: number;
  name: string;
  artist_name: string;
  mp3: string | null;
  duration_seconds: number | null;
}

async function timedSong(knex: Knex, id: number): Promise<TimedSongRow> {
  const row = await knex('songs')
    .join('artists', 'artists.id', 'songs.artist_id')
    .where('songs.id', id)
    .whereNull('songs.deleted_at')
    .first<TimedSongRow | undefined>('songs.id', 'songs.name', 'artists.name as artist_name', 'songs.mp3', 'songs.duration_seconds');
  if (!row) throw new NotFound(NOT_FOUND);
  return row;
}

const versesOf = (knex: Knex, songId: number) =>
  knex('verses').where('song_id', songId).orderBy([{ column: 'position', order: 'asc' }, { column: 'id', order: 'asc' }]).select<VerseRow[]>('id', 'song_id', 'title', 'language', 'is_default', 'non_synced_lyrics', 'synced_lyrics');

/** GET /backstage/songs/{id}/timed-lyrics: the tap-to-sync editor (spec §2's Timed Lyrics, made real). */
export const showTimedLyrics =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const song = await timedSong(knex, idParam(req.params.id, NOT_FOUND));
    const verses = (await versesOf(knex, song.id)).map(presentVerse);
    await res.inertia.render('backstage/songs/timed-lyrics', {
      title: translatorOf(req).t('backstage.timed.title', { name: song.name }),
      song: { id: song.id, name: song.name, artist: song.artist_name, audio_url: mediaUrl(song.mp3), duration_seconds: song.duration_seconds },
      verses,
      limits: { maxLines: MAX_SYNCED_LINES },
    });
  };

export const syncedInput = z.object({
  lines: z
    .array(
      z.object({
        time: z.number('Each line needs its start time in seconds.').finite('Each line needs its start time in seconds.').min(0, 'A line cannot start before the song.').max(86_400, 'A line cannot start after 24 hours.'),
        text: z.string('Each line needs its text.').max(500, 'A line may not be longer than 500 characters.').refine((text) => !text.includes('\u0000'), 'A line holds a character that cannot be stored.'),
      }),
      'Send the lines as a list.',
    )
    .max(MAX_SYNCED_LINES, `At most ${MAX_SYNCED_LINES} lines.`),
});

/** "12 lines, 0:05.20 to 3:41.00", or null for lyrics that are not synced: what the history shows. */
const summary = (lines: readonly SyncedLine[] | null) => (lines?.length ? `${lines.length} lines, ${formatTimestamp(lines[0]!.time)} to ${formatTimestamp(lines.at(-1)!.time)}` : null);

/**
 * PUT /api/backstage/songs/{id}/verses/{verseId}/synced {lines}: the verse's lines with their start
 * times, in singing order (each at or after the one before, none past the song's end); an empty list
 * clears the sync. Logged on the song.
 */
export const saveSyncedLyrics =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const songId = idParam(req.params.id, NOT_FOUND);
    const verseId = idParam(req.params.verseId, 'That lyrics version is not this song’s.');
    const { lines } = validateForm(syncedInput, req.body ?? {});
    const cleaned = lines.map((line) => ({ time: Math.round(line.time * 100) / 100, text: line.text.trim() }));
    const outOfOrder = cleaned.findIndex((line, index) => index > 0 && line.time < cleaned[index - 1]!.time);
    if (outOfOrder > 0) throw new ValidationError({ lines: [`Line ${outOfOrder + 1} starts before line ${outOfOrder}: the times must follow the singing order.`] });
    const saved = await catalogueWrite(knex, async (trx) => {
      const song = await timedSong(trx, songId);
      if (song.duration_seconds && cleaned.length && cleaned.at(-1)!.time > song.duration_seconds + END_SLACK_SECONDS) {
        throw new ValidationError({ lines: [`The last line starts at ${formatTimestamp(cleaned.at(-1)!.time)}, after the song ends (${formatTimestamp(song.duration_seconds)}).`] });
      }
      const verse = await trx('verses').where({ id: verseId, song_id: songId }).forUpdate().first<VerseRow | undefined>('id', 'song_id', 'title', 'language', 'is_default', 'non_synced_lyrics', 'synced_lyrics');
      if (!verse) throw new NotFound('That lyrics version is not this song’s.');
      const value = cleaned.length ? cleaned : null;
      await keepLyricsBefore(trx, songId);
      await trx('verses').where('id', verseId).update({ synced_lyrics: value ? JSON.stringify(value) : null, updated_at: trx.fn.now() });
      await keepLyricsAfter(trx, songId, req.user!.id, value ? `Timed ${value.length} lines` : 'Cleared the times');
      const before = presentVerse(verse).lyrics.synced_lyrics;
      await recordActivity(trx, { userId: req.user!.id, entityType: SONG_ENTITY, entityId: songId, entityLabel: song.name, action: 'updated', changes: { [`timed lyrics (${verse.title ?? verse.language})`]: [summary(before), summary(value)] } });
      return { song, value };
    });
    res.json({ message: saved.value ? `The timed lyrics of ${saved.song.name} are saved: ${saved.value.length} lines.` : `The timed lyrics of ${saved.song.name} are cleared.`, data: { verse: verseId, synced_lyrics: saved.value } });
  };
