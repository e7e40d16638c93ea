import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { slugify } from '../../lib/slug';
import { ValidationError } from '../../http/errors';
import { changedFields, recordActivity } from '../../backstage/activity-log';
import { assertSameVersion, lockRow, nextVersion, type VersionedRow } from '../../backstage/versioned-record';
import { catalogueWrite } from '../../backstage/catalogue-write';
import { reindex } from '../search/search.indexer';
import { checkCover, checkSongIds } from '../songs/song-relations';
import type { AlbumInput, AlbumUpdate } from './albums.schema';

export const ALBUM_ENTITY = 'album';
const NOT_FOUND = 'Album not found.';
const LOGGED = ['name', 'artist', 'cover', 'released_at', 'songs'] as const;
type Logged = Record<(typeof LOGGED)[number], unknown>;
type AlbumWriteRow = VersionedRow & { name: string; artist_id: number; cover: string | null; released_at: string | null };

async function artistName(trx: Knex.Transaction, artistId: number): Promise<string> {
  const artist = await trx('artists').where('id', artistId).whereNull('deleted_at').first('name');
  if (!artist) throw new ValidationError({ artist: ['That artist does not exist (or is in the trash).'] });
  return artist.name as string;
}

/**
 * The album's tracks, in order: each listed song joins it at its place (a song on another album
 * moves here: a song is on one album), and songs no longer listed leave it.
 */
async function setTracks(trx: Knex.Transaction, albumId: number, songIds: number[]) {
  await trx('songs').where('album_id', albumId).whereNotIn('id', songIds).update({ album_id: null, album_position: null });
  for (const [index, songId] of songIds.entries()) await trx('songs').where('id', songId).update({ album_id: albumId, album_position: index + 1 });
}

const tracksOf = (trx: Knex.Transaction, albumId: number) =>
  trx('songs').where('album_id', albumId).whereNull('deleted_at').orderBy([{ column: 'album_position', order: 'asc', nulls: 'last' }, { column: 'id', order: 'asc' }]).pluck<string[]>('name');

const columnsOf = (input: AlbumInput) => ({ name: input.name, artist_id: input.artist, cover: input.cover, released_at: input.released_at });

export function createAlbum(knex: Knex, userId: number, input: AlbumInput): Promise<number> {
  return catalogueWrite(knex, async (trx) => {
    const artist = await artistName(trx, input.artist);
    await checkCover(trx, input.cover);
    const tracks = await checkSongIds(trx, input.songs);
    const [row] = await trx('albums').insert({ ...columnsOf(input), slug: randomUUID() }).returning<{ id: number }[]>('id');
    const id = row!.id;
    await trx('albums').where('id', id).update({ slug: `${slugify(input.name) || 'album'}-${id}` });
    await setTracks(trx, id, input.songs);
    await recordActivity(trx, { userId, entityType: ALBUM_ENTITY, entityId: id, entityLabel: input.name, action: 'created', changes: changedFields<Logged>({}, { name: input.name, artist, cover: input.cover, released_at: input.released_at, songs: tracks.join(', ') || null }, LOGGED) });
    await reindex(trx, 'albums', [id]);
    return id;
  });
}

export function updateAlbum(knex: Knex, userId: number, id: number, { version, ...input }: AlbumUpdate): Promise<void> {
  return catalogueWrite(knex, async (trx) => {
    const row = await lockRow<AlbumWriteRow>(trx, 'albums', id, NOT_FOUND);
    assertSameVersion(row, version, ALBUM_ENTITY);
    const artist = await artistName(trx, input.artist);
    await checkCover(trx, input.cover, row.cover);
    const tracks = await checkSongIds(trx, input.songs);
    const before = await trx('albums').join('artists', 'artists.id', 'albums.artist_id').where('albums.id', id).first(trx.raw(`to_char(albums.released_at, 'YYYY-MM-DD') as released_at`), 'artists.name as artist');
    const changes = changedFields<Logged>(
      { name: row.name, artist: before.artist, cover: row.cover, released_at: before.released_at, songs: (await tracksOf(trx, id)).join(', ') || null },
      { name: input.name, artist, cover: input.cover, released_at: input.released_at, songs: tracks.join(', ') || null },
      LOGGED,
    );
    if (Object.keys(changes).length === 0) return;
    await trx('albums').where('id', id).update({ ...columnsOf(input), ...nextVersion(trx) });
    await setTracks(trx, id, input.songs);
    await recordActivity(trx, { userId, entityType: ALBUM_ENTITY, entityId: id, entityLabel: input.name, action: 'updated', changes });
    await reindex(trx, 'albums', [id]);
  });
}

export const trashAlbum = (knex: Knex, userId: number, id: number) => setTrashed(knex, userId, id, true);
export const restoreAlbum = (knex: Knex, userId: number, id: number) => setTrashed(knex, userId, id, false);

/** A trashed album leaves the site; its songs stay public, without the album link, and come back to it on restore. */
function setTrashed(knex: Knex, userId: number, id: number, trashed: boolean): Promise<void> {
  return catalogueWrite(knex, async (trx) => {
    const row = await lockRow<AlbumWriteRow>(trx, 'albums', id, NOT_FOUND);
    if (Boolean(row.deleted_at) === trashed) return;
    await trx('albums').where('id', id).update({ deleted_at: trashed ? trx.fn.now() : null, ...nextVersion(trx) });
    await recordActivity(trx, { userId, entityType: ALBUM_ENTITY, entityId: id, entityLabel: row.name, action: trashed ? 'trashed' : 'restored' });
  });
}
