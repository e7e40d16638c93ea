import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ValidationError } from '../../http/errors';
import { slugify } from '../../lib/slug';
import { changedFields, recordActivity } from '../../backstage/activity-log';
import { assertSameVersion, lockRow, nextVersion, type VersionedRow } from '../../backstage/versioned-record';
import { reindexArtists } from '../search/search.indexer';
import { catalogueWrite } from '../../backstage/catalogue-write';
import type { ArtistInput, ArtistUpdate } from './artists.schema';

/** The activity log's name for artists, and the noun of their messages. */
export const ARTIST_ENTITY = 'artist';
const FIELDS = ['name', 'stage_name', 'content_type', 'image', 'biography'] as const;
const NOT_FOUND = 'Artist not found.';

type ArtistWriteRow = VersionedRow & ArtistInput;

/**
 * Each write runs in one transaction with its activity entry and the search reindex, so the public
 * site and search show it as soon as it is committed, and a failure leaves nothing half done.
 */
export function createArtist(knex: Knex, userId: number, input: ArtistInput): Promise<number> {
  return catalogueWrite(knex, async (trx) => {
    // The slug must be unique and carries the id, which the insert gives: a placeholder first.
    const [inserted] = await trx('artists').insert({ ...input, slug: randomUUID() }).returning<{ id: number }[]>('id');
    const id = inserted!.id;
    await trx('artists').where('id', id).update({ slug: `${slugify(input.name) || 'artist'}-${id}` });
    await recordActivity(trx, {
      userId, entityType: ARTIST_ENTITY, entityId: id, entityLabel: input.name, action: 'created',
      changes: changedFields<ArtistInput>({}, input, FIELDS),
    });
    await reindexArtists(trx, [id]);
    return id;
  });
}

/** Saves the form over the version it loaded; a save that changes nothing writes nothing. */
export function updateArtist(knex: Knex, userId: number, id: number, { version, ...input }: ArtistUpdate): Promise<void> {
  return catalogueWrite(knex, async (trx) => {
    const row = await lockRow<ArtistWriteRow>(trx, 'artists', id, NOT_FOUND);
    assertSameVersion(row, version, ARTIST_ENTITY);
    const changes = changedFields<ArtistInput>(row, input, FIELDS);
    if (Object.keys(changes).length === 0) return;
    await trx('artists').where('id', id).update({ ...input, ...nextVersion(trx) });
    await recordActivity(trx, { userId, entityType: ARTIST_ENTITY, entityId: id, entityLabel: input.name, action: 'updated', changes });
    if (changes.name || changes.stage_name) await reindexArtists(trx, [id]);
  });
}

/**
 * Moves an artist to the trash. Refused while songs or albums are theirs: those stay public, and a
 * song page must never link to an artist page that is gone. Featured appearances and event line-ups
 * simply stop naming a trashed artist.
 */
export function trashArtist(knex: Knex, userId: number, id: number): Promise<void> {
  return catalogueWrite(knex, async (trx) => {
    const row = await lockRow<ArtistWriteRow>(trx, 'artists', id, NOT_FOUND);
    if (row.deleted_at) return;
    // One after the other: a transaction is one connection, and pg queues (and warns about) statements sent at once on it.
    const songs = await countOf(trx, 'songs', id);
    const albums = await countOf(trx, 'albums', id);
    if (songs + albums > 0) {
      const held = [songs && plural(songs, 'song'), albums && plural(albums, 'album')].filter(Boolean).join(' and ');
      throw new ValidationError({ trash: [`${row.name} still has ${held}. Move them to another artist before trashing this one.`] });
    }
    await trx('artists').where('id', id).update({ deleted_at: trx.fn.now(), ...nextVersion(trx) });
    await recordActivity(trx, { userId, entityType: ARTIST_ENTITY, entityId: id, entityLabel: row.name, action: 'trashed' });
    await reindexArtists(trx, [id]);
  });
}

/** Brings an artist back from the trash, as they were. */
export function restoreArtist(knex: Knex, userId: number, id: number): Promise<void> {
  return catalogueWrite(knex, async (trx) => {
    const row = await lockRow<ArtistWriteRow>(trx, 'artists', id, NOT_FOUND);
    if (!row.deleted_at) return;
    await trx('artists').where('id', id).update({ deleted_at: null, ...nextVersion(trx) });
    await recordActivity(trx, { userId, entityType: ARTIST_ENTITY, entityId: id, entityLabel: row.name, action: 'restored' });
    await reindexArtists(trx, [id]);
  });
}

const countOf = async (trx: Knex.Transaction, table: 'songs' | 'albums', artistId: number) =>
  Number((await trx(table).where('artist_id', artistId).count<{ count: string }[]>('* as count'))[0]?.count ?? 0);

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
