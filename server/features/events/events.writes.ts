import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { slugify } from '../../lib/slug';
import { ValidationError } from '../../http/errors';
import { changedFields, recordActivity } from '../../backstage/activity-log';
import { assertSameVersion, lockRow, nextVersion, type VersionedRow } from '../../backstage/versioned-record';
import { catalogueWrite } from '../../backstage/catalogue-write';
import { findUpload } from '../../backstage/media-uploads/media-uploads';
import type { EventInput, EventUpdate } from './events.schema';

export const EVENT_ENTITY = 'event';
const NOT_FOUND = 'Event not found.';
const COLUMNS = ['name', 'date_at', 'venue', 'street', 'city', 'country_id', 'postal_code', 'price', 'ticket_url', 'description', 'poster', 'published_at'] as const;
type EventColumns = Omit<EventInput, 'artists'>;
type EventWriteRow = VersionedRow & EventColumns & { slug: string };
type Logged = Record<(typeof COLUMNS)[number] | 'artists', unknown>;

/** Dates compare by their moment in the log, not by object identity. */
const logged = (columns: EventColumns, artists: string): Logged => ({
  ...Object.fromEntries(COLUMNS.map((column) => [column, columns[column] instanceof Date ? (columns[column] as Date).toISOString() : columns[column]])),
  artists: artists || null,
} as Logged);

/** The ids the form names, checked: unknown or trashed artists, an unknown country, a poster not uploaded here are 422s on their fields. */
async function checkEvent(trx: Knex.Transaction, input: EventInput, before?: { poster: string | null }): Promise<string> {
  const errors: Record<string, string[]> = {};
  const artists = input.artists.length ? await trx('artists').whereIn('id', input.artists).whereNull('deleted_at').select<{ id: number; name: string }[]>('id', 'name') : [];
  const names = new Map(artists.map((artist) => [artist.id, artist.name]));
  if (input.artists.some((id) => !names.has(id))) errors.artists = ['An artist does not exist (or is in the trash).'];
  if (input.country_id && !(await trx('countries').where('id', input.country_id).first('id'))) errors.country_id = ['Choose the country from the list.'];
  if (input.poster && input.poster !== before?.poster && !(await findUpload(trx, input.poster, 'image'))) errors.poster = ['Upload the poster with the image uploader.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return input.artists.map((id) => names.get(id)).join(', ');
}

async function saveLineUp(trx: Knex.Transaction, eventId: number, artists: number[]) {
  await trx('event_artist').where('event_id', eventId).delete();
  if (artists.length) await trx('event_artist').insert(artists.map((artistId, index) => ({ event_id: eventId, artist_id: artistId, position: index + 1 })));
}

const columnsOf = ({ artists: _artists, ...columns }: EventInput): EventColumns => columns;

export function createEvent(knex: Knex, userId: number, input: EventInput): Promise<number> {
  return catalogueWrite(knex, async (trx) => {
    const lineUp = await checkEvent(trx, input);
    const [row] = await trx('events').insert({ ...columnsOf(input), slug: randomUUID() }).returning<{ id: number }[]>('id');
    const id = row!.id;
    await trx('events').where('id', id).update({ slug: `${slugify(input.name) || 'event'}-${id}` });
    await saveLineUp(trx, id, input.artists);
    await recordActivity(trx, { userId, entityType: EVENT_ENTITY, entityId: id, entityLabel: input.name, action: 'created', changes: changedFields<Logged>({}, logged(columnsOf(input), lineUp), [...COLUMNS, 'artists']) });
    return id;
  });
}

export function updateEvent(knex: Knex, userId: number, id: number, { version, ...input }: EventUpdate): Promise<void> {
  return catalogueWrite(knex, async (trx) => {
    const row = await lockRow<EventWriteRow>(trx, 'events', id, NOT_FOUND);
    assertSameVersion(row, version, EVENT_ENTITY);
    const lineUp = await checkEvent(trx, input, row);
    const before = await trx('event_artist').join('artists', 'artists.id', 'event_artist.artist_id').where('event_id', id).orderBy('position').pluck<string[]>('artists.name');
    const changes = changedFields<Logged>(logged(row, before.join(', ')), logged(columnsOf(input), lineUp), [...COLUMNS, 'artists']);
    if (Object.keys(changes).length === 0) return;
    await trx('events').where('id', id).update({ ...columnsOf(input), ...nextVersion(trx) });
    await saveLineUp(trx, id, input.artists);
    await recordActivity(trx, { userId, entityType: EVENT_ENTITY, entityId: id, entityLabel: input.name, action: 'updated', changes });
  });
}

export const trashEvent = (knex: Knex, userId: number, id: number) => setTrashed(knex, userId, id, true);
export const restoreEvent = (knex: Knex, userId: number, id: number) => setTrashed(knex, userId, id, false);

function setTrashed(knex: Knex, userId: number, id: number, trashed: boolean): Promise<void> {
  return catalogueWrite(knex, async (trx) => {
    const row = await lockRow<EventWriteRow>(trx, 'events', id, NOT_FOUND);
    if (Boolean(row.deleted_at) === trashed) return;
    await trx('events').where('id', id).update({ deleted_at: trashed ? trx.fn.now() : null, ...nextVersion(trx) });
    await recordActivity(trx, { userId, entityType: EVENT_ENTITY, entityId: id, entityLabel: row.name, action: trashed ? 'trashed' : 'restored' });
  });
}
