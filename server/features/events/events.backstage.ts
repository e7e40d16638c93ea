import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { AppContext } from '../../app-context';
import { listPage } from '../../backstage/list-page';
import { NotFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { validateForm } from '../../backstage/form-input';
import { listPageQuery, listStateProps, prepareListSearch, readListState, type ListSpec } from '../../backstage/list-query';
import { historyOf } from '../../backstage/activity-log';
import { answerWrite } from '../../backstage/write-answer';
import type { MediaUrl } from '@common/media-url';
import { eventInput, eventUpdate, MAX_EVENT_ARTISTS } from './events.schema';
import { createEvent, EVENT_ENTITY, restoreEvent, trashEvent, updateEvent } from './events.writes';
import type { MessageId } from '../../i18n/catalogues';
import { translatorOf } from '../../i18n/i18n.props';

export const EVENTS_LIST = '/backstage/events';
const NOT_FOUND = 'Event not found.';
const editPath = (id: number) => `${EVENTS_LIST}/${id}/edit`;
export const EVENT_FILTERS = ['upcoming', 'past', 'draft'] as const;
type EventFilter = (typeof EVENT_FILTERS)[number];

const LIST: ListSpec = { sorts: { date_at: 'events.date_at', name: 'events.name', updated_at: 'events.updated_at' }, defaultSort: '-date_at', idColumn: 'events.id', searchVector: 'events.list_search_vector', listSearch: { table: 'events', text: `concat_ws(' ', t.name, t.venue, t.city)` }, deletedAt: 'events.deleted_at' };

interface EventRow {
  id: number;
  name: string;
  venue: string | null;
  street: string | null;
  city: string | null;
  country_id: number | null;
  postal_code: string | null;
  price: string | null;
  ticket_url: string | null;
  description: string | null;
  poster: string | null;
  date_at: Date;
  published_at: Date | null;
  version: number;
  updated_at: Date;
  deleted_at: Date | null;
}

/** Where an event stands: a draft, published later (scheduled), published and to come, or past. */
type EventState = 'draft' | 'scheduled' | 'past' | 'published';
const stateOf = (row: EventRow): EventState => (!row.published_at ? 'draft' : row.published_at > new Date() ? 'scheduled' : row.date_at < new Date() ? 'past' : 'published');

const presentRow = (row: EventRow, mediaUrl: MediaUrl) => ({
  id: row.id,
  name: row.name,
  venue: row.venue,
  city: row.city,
  poster_url: mediaUrl(row.poster),
  date_at: row.date_at.toISOString(),
  state: stateOf(row),
  deleted_at: row.deleted_at?.toISOString() ?? null,
});
export type BackstageEventListItem = ReturnType<typeof presentRow>;

async function loadEvent(knex: Knex, id: number, mediaUrl: MediaUrl) {
  const row = await knex('events').where('id', id).first<EventRow | undefined>();
  if (!row) throw new NotFound(NOT_FOUND);
  const artists = await knex('event_artist').join('artists', 'artists.id', 'event_artist.artist_id').where('event_id', id).orderBy('position').select<{ id: number; name: string }[]>('artists.id', 'artists.name');
  return {
    ...presentRow(row, mediaUrl),
    street: row.street,
    country_id: row.country_id,
    postal_code: row.postal_code,
    price: row.price,
    ticket_url: row.ticket_url,
    description: row.description,
    poster: row.poster,
    published_at: row.published_at?.toISOString() ?? null,
    artists,
    version: row.version,
  };
}
export type BackstageEvent = Awaited<ReturnType<typeof loadEvent>>;

const countries = (knex: Knex) => knex('countries').orderBy('name').select<{ id: number; name: string }[]>('id', 'name');

export const listEvents =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const state = readListState(req, LIST);
    await prepareListSearch(knex, state, LIST);
    const filter = EVENT_FILTERS.find((known) => known === req.query.filter) ?? null;
    const query = knex('events').select('*');
    if (filter === 'upcoming') query.where('date_at', '>=', knex.fn.now());
    if (filter === 'past') query.where('date_at', '<', knex.fn.now());
    if (filter === 'draft') query.whereNull('published_at');
    const events = await listPage(knex, listPageQuery(query, state, LIST), state.page, 25, (row: EventRow) => presentRow(row, mediaUrl));
    await res.inertia.render('backstage/events/index', { title: translatorOf(req).t('backstage.section.events'), events, list: listStateProps(state, filter ? { filter } : undefined), filter, filters: EVENT_FILTERS satisfies readonly EventFilter[] });
  };

export const createEventForm =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    await res.inertia.render('backstage/events/create', { title: translatorOf(req).t('backstage.new.event'), countries: await countries(knex), maxArtists: MAX_EVENT_ARTISTS });
  };

export const editEventForm =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    const event = await loadEvent(knex, id, mediaUrl);
    await res.inertia.render('backstage/events/edit', { title: translatorOf(req).t('backstage.edit', { name: event.name }), event, history: await historyOf(knex, EVENT_ENTITY, id), countries: await countries(knex), maxArtists: MAX_EVENT_ARTISTS });
  };

export const storeEvent =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const input = validateForm(eventInput, req.body ?? {});
    const id = await createEvent(knex, req.user!.id, input);
    answerWrite(req, res, { status: 201, location: editPath(id), message: { id: 'backstage.flash.added', values: { name: input.name } }, data: await loadEvent(knex, id, mediaUrl) });
  };

export const saveEvent =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    await updateEvent(knex, req.user!.id, id, validateForm(eventUpdate, req.body ?? {}));
    answerWrite(req, res, { status: 200, location: editPath(id), message: { id: 'backstage.flash.saved' }, data: await loadEvent(knex, id, mediaUrl) });
  };

const trashStateAction =
  (write: typeof trashEvent, done: MessageId) =>
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    await write(knex, req.user!.id, id);
    const event = await loadEvent(knex, id, mediaUrl);
    answerWrite(req, res, { status: 200, location: editPath(id), message: { id: done, values: { name: event.name } }, data: event });
  };
export const trashEventAction = trashStateAction(trashEvent, 'backstage.flash.trashed');
export const restoreEventAction = trashStateAction(restoreEvent, 'backstage.flash.restored');
