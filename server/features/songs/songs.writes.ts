import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { slugify } from '../../lib/slug';
import { changedFields, recordActivity, type Changes } from '../../backstage/activity-log';
import { assertSameVersion, lockRow, nextVersion, type VersionedRow } from '../../backstage/versioned-record';
import { catalogueWrite } from '../../backstage/catalogue-write';
import { NotFound } from '../../http/errors';
import { reindexSongs } from '../search/search.indexer';
import { checkSongRelations, saveSongLinks, saveVerses, type SongRelationNames } from './song-relations';
import { keepLyricsAfter, keepLyricsBefore } from './lyrics-revisions';
import { mergeMeta, queueSongAudio, queueSongStems, songAudioSource } from './song-processing';
import type { SongInput, SongUpdate } from './songs.schema';
import type { Credits, Translation } from '@common/lyrics-lines';

/** The activity log's name for songs, and the noun of their messages. */
export const SONG_ENTITY = 'song';
const NOT_FOUND = 'Song not found.';

interface SongWriteRow extends VersionedRow {
  name: string;
  artist_id: number;
  original_artist_id: number | null;
  album_id: number | null;
  released: number | null;
  youtube: string | null;
  cover: string | null;
  audio: string | null;
  mp3: string | null;
  meta: Record<string, unknown> | null;
  credits: Credits | null;
}

/** The song's own columns from the form; meta keys staff do not edit (status, stems …) are kept by merging. */
const columnsOf = (input: SongInput) => ({
  name: input.name,
  artist_id: input.artist,
  original_artist_id: input.original_artist,
  album_id: input.album,
  released: input.released,
  youtube: input.youtube,
  cover: input.cover,
  audio: input.audio,
  credits: input.credits ? JSON.stringify(input.credits) : null,
});

/**
 * A song's lyrics versions as one text, whole: any edit (a word late in a verse, another default,
 * a new order) is a change, and the history keeps the lyrics as they were.
 */
function lyricsText(verses: { title: string | null; language: string; non_synced_lyrics: string; is_default: boolean; translation: Translation | null }[]): string | null {
  return (
    verses
      .map((verse) => {
        const translated = verse.translation ? `\n[translation (${verse.translation.language})]\n${verse.translation.lines.join('\n')}` : '';
        return `${verse.is_default ? '[default] ' : ''}${verse.title ?? ''} (${verse.language})\n${verse.non_synced_lyrics}${translated}`;
      })
      .join('\n---\n') || null
  );
}

/** Credits as one line for the history: "poet: X; composer: Y; singers: A, B; band: Z". */
function creditsText(credits: Credits | null): string | null {
  if (!credits) return null;
  const parts = [credits.poet && `poet: ${credits.poet}`, credits.composer && `composer: ${credits.composer}`, credits.singers.length > 0 && `singers: ${credits.singers.join(', ')}`, credits.band && `band: ${credits.band}`];
  return parts.filter(Boolean).join('; ') || null;
}

/** What the activity log shows of a song: names, not ids, for relations; the start of each lyrics version. */
type Logged = {
  name: string;
  artist: string;
  original_artist: string | null;
  features: string | null;
  album: string | null;
  playlists: string | null;
  released: number | null;
  youtube: string | null;
  cover: string | null;
  audio: string | null;
  download_audio: boolean;
  smart_music: boolean;
  cover_from_video: boolean;
  thumbnail: string | null;
  credits: string | null;
  lyrics: string | null;
};

function loggedValues(input: SongInput, names: SongRelationNames): Logged {
  return {
    name: input.name,
    artist: names.artist,
    original_artist: names.original_artist,
    features: names.features.join(', ') || null,
    album: names.album,
    // Sorted: the order playlists are picked in is not a change.
    playlists: [...names.playlists].sort().join(', ') || null,
    released: input.released,
    youtube: input.youtube,
    cover: input.cover,
    audio: input.audio,
    download_audio: input.meta.is_youtube,
    smart_music: input.meta.is_smart,
    cover_from_video: input.meta.cover,
    thumbnail: input.meta.thumbnail,
    credits: creditsText(input.credits),
    lyrics: lyricsText(input.verses.map((verse, index) => ({ ...verse, is_default: index === Math.max(0, input.verses.findIndex((one) => one.is_default)) }))),
  };
}

const LOGGED_FIELDS = [
  'name', 'artist', 'original_artist', 'features', 'album', 'playlists', 'released', 'youtube',
  'cover', 'audio', 'download_audio', 'smart_music', 'cover_from_video', 'thumbnail', 'credits', 'lyrics',
] as const satisfies readonly (keyof Logged)[];

/**
 * Queues what a save calls for: the audio job when its source changed (a new upload, a new video
 * with "download audio" on), and stems when "Smart music?" was turned on for a song with audio.
 */
async function queueProcessing(trx: Knex.Transaction, songId: number, before: SongWriteRow | null, after: SongInput, hasMp3: boolean) {
  const sourceBefore = before ? songAudioSource({ audio: before.audio, youtube: before.youtube, meta: before.meta as { is_youtube?: boolean } }) : null;
  const sourceAfter = songAudioSource({ audio: after.audio, youtube: after.youtube, meta: after.meta });
  if (sourceAfter && sourceAfter.tag !== sourceBefore?.tag) await queueSongAudio(trx, songId);
  else if (after.meta.is_smart && !(before?.meta as { is_smart?: boolean } | null)?.is_smart && hasMp3) await queueSongStems(trx, songId);
}

/** A new song with its links, lyrics, activity entry and search index, in one transaction; its audio job queued with it. */
export function createSong(knex: Knex, userId: number, input: SongInput): Promise<number> {
  return catalogueWrite(knex, async (trx) => {
    const names = await checkSongRelations(trx, input);
    const [inserted] = await trx('songs')
      .insert({ ...columnsOf(input), slug: randomUUID(), meta: JSON.stringify({ ...input.meta, retry: false, status: null, message: null }) })
      .returning<{ id: number }[]>('id');
    const id = inserted!.id;
    await trx('songs').where('id', id).update({ slug: `${slugify(input.name) || 'song'}-${id}` });
    await saveSongLinks(trx, id, input);
    await saveVerses(trx, id, input.verses);
    if (input.verses.length) await keepLyricsAfter(trx, id, userId, 'Added with the song');
    await recordActivity(trx, { userId, entityType: SONG_ENTITY, entityId: id, entityLabel: input.name, action: 'created', changes: changedFields<Logged>({}, loggedValues(input, names), LOGGED_FIELDS) });
    await reindexSongs(trx, [id]);
    await queueProcessing(trx, id, null, input, false);
    return id;
  });
}

/** Saves the form over the version it loaded; a save that changes nothing writes nothing. */
export function updateSong(knex: Knex, userId: number, id: number, { version, ...input }: SongUpdate): Promise<void> {
  return catalogueWrite(knex, async (trx) => {
    const row = await lockRow<SongWriteRow>(trx, 'songs', id, NOT_FOUND);
    assertSameVersion(row, version, SONG_ENTITY);
    const names = await checkSongRelations(trx, input, row);
    const before = await loggedBefore(trx, row);
    const changes = changedFields<Logged>(before, loggedValues(input, names), LOGGED_FIELDS);
    if (Object.keys(changes).length === 0) return;
    await trx('songs').where('id', id).update({ ...columnsOf(input), meta: mergeMeta(trx, input.meta), ...nextVersion(trx) });
    await saveSongLinks(trx, id, input);
    if (changes.lyrics) {
      await keepLyricsBefore(trx, id);
      await saveVerses(trx, id, input.verses);
      await keepLyricsAfter(trx, id, userId, 'Edited in the song form');
    }
    await recordActivity(trx, { userId, entityType: SONG_ENTITY, entityId: id, entityLabel: input.name, action: 'updated', changes });
    await reindexSongs(trx, [id]);
    await queueProcessing(trx, id, row, input, row.mp3 !== null);
  });
}

/** The stored song as the activity log shows it, to compare a save against. */
async function loggedBefore(trx: Knex.Transaction, row: SongWriteRow): Promise<Logged> {
  const name = (table: 'artists' | 'albums', id: number | null) => (id ? trx(table).where('id', id).first('name').then((found) => (found?.name as string) ?? null) : null);
  // One after another: a transaction is one connection, and statements sent at once on it only queue (pg warns).
  const artist = await name('artists', row.artist_id);
  const original = await name('artists', row.original_artist_id);
  const album = await name('albums', row.album_id);
  const features = await trx('song_features').join('artists', 'artists.id', 'song_features.artist_id').where('song_id', row.id).orderBy('position').pluck<string[]>('artists.name');
  const playlists = (await trx('playlist_song').join('playlists', 'playlists.id', 'playlist_song.playlist_id').where('song_id', row.id).pluck<string[]>('playlists.name')).sort();
  const verses = await trx('verses').where('song_id', row.id).orderBy([{ column: 'position', order: 'asc' }, { column: 'id', order: 'asc' }]).select('title', 'language', 'non_synced_lyrics', 'is_default', 'translation');
  const meta = (row.meta ?? {}) as { is_youtube?: boolean; is_smart?: boolean; cover?: boolean; thumbnail?: string | null };
  return {
    name: row.name,
    artist: artist!,
    original_artist: original,
    features: features.join(', ') || null,
    album,
    playlists: playlists.join(', ') || null,
    released: row.released,
    youtube: row.youtube,
    cover: row.cover,
    audio: row.audio,
    download_audio: meta.is_youtube !== false,
    smart_music: meta.is_smart === true,
    cover_from_video: meta.cover === true,
    thumbnail: meta.thumbnail ?? null,
    credits: creditsText(row.credits),
    lyrics: lyricsText(verses),
  };
}

/** Moves a song to the trash: off every public page, list, search and /api; Restore brings it back as it was. */
export const trashSong = (knex: Knex, userId: number, id: number) => setTrashed(knex, userId, id, true);
export const restoreSong = (knex: Knex, userId: number, id: number) => setTrashed(knex, userId, id, false);

function setTrashed(knex: Knex, userId: number, id: number, trashed: boolean): Promise<void> {
  return catalogueWrite(knex, async (trx) => {
    const row = await lockRow<SongWriteRow>(trx, 'songs', id, NOT_FOUND);
    if (Boolean(row.deleted_at) === trashed) return;
    await trx('songs').where('id', id).update({ deleted_at: trashed ? trx.fn.now() : null, ...nextVersion(trx) });
    await recordActivity(trx, { userId, entityType: SONG_ENTITY, entityId: id, entityLabel: row.name, action: trashed ? 'trashed' : 'restored' });
    await reindexSongs(trx, [id]);
  });
}

/**
 * POST /api/backstage/retry: the song's audio is made again (spec §4: processing icon until the job
 * ends). Logged like an edit, so the history says who asked.
 */
export function retrySongAudio(knex: Knex, userId: number, id: number): Promise<{ id: number; name: string }> {
  return catalogueWrite(knex, async (trx) => {
    const row = await lockRow<SongWriteRow>(trx, 'songs', id, NOT_FOUND);
    if (row.deleted_at) throw new NotFound(NOT_FOUND);
    const meta = (row.meta ?? {}) as { status?: string | null; retry?: boolean };
    await queueSongAudio(trx, id, { retry: true });
    const changes: Changes = { processing: [meta.status ?? null, 'retry requested'] };
    await recordActivity(trx, { userId, entityType: SONG_ENTITY, entityId: id, entityLabel: row.name, action: 'updated', changes });
    return { id, name: row.name };
  });
}
