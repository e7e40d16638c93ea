import { EventForm, emptyEvent } from '../../../components/backstage/event-form';
import { recordCreatePage } from '../../../components/backstage/record-screens';

/** Spec §2 /backstage/events/create. */
export default recordCreatePage({
  noun: 'event',
  width: 'max-w-4xl',
  form: ({ countries, maxArtists }: { title: string; countries: { id: number; name: string }[]; maxArtists: number }, submit) => <EventForm initial={emptyEvent()} countries={countries} maxArtists={maxArtists} submit={submit} />,
});
