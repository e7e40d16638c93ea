import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { paginate, type PageRequest } from '../../db/paginate';
import { presentEvent, presentEventCard } from './events.presenter';
import { allEvents, eventArtists, findEvent, type EventCardRow } from './events.queries';

export const EVENTS_PER_PAGE = 20;

export async function loadEvent({ db: { knex }, mediaUrl }: AppContext, id: number) {
  const row = await findEvent(knex, id);
  if (!row) throw new NotFound('Event not found.');
  return presentEvent(row, await eventArtists(knex, id), mediaUrl);
}

export function loadEvents({ db: { knex }, mediaUrl }: AppContext, request: PageRequest) {
  const now = new Date();
  return paginate(knex, allEvents(knex), request, EVENTS_PER_PAGE, (row: EventCardRow) => presentEventCard(row, mediaUrl, now));
}
