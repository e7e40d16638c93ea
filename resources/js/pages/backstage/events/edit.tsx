import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstageEvent } from '../../../../../server/features/events/events.backstage';
import { EventForm, eventFields } from '../../../components/backstage/event-form';
import { recordEditPage } from '../../../components/backstage/record-screens';

interface EditEventProps {
  title: string;
  event: BackstageEvent;
  history: Activity[];
  countries: { id: number; name: string }[];
  maxArtists: number;
}

/** /backstage/events/{id}/edit: a real edit (the spec's is a placeholder); a draft or scheduled event has no public page yet. */
export default recordEditPage({
  noun: 'event',
  record: ({ event }: EditEventProps) => event,
  heading: (event) => event.name,
  viewHref: (event) => event.state !== 'draft' && event.state !== 'scheduled' && `/event/${event.id}`,
  form: ({ event, countries, maxArtists }, edit) => <EventForm initial={eventFields(event)} countries={countries} maxArtists={maxArtists} {...edit} posterUrl={event.poster_url} />,
});
