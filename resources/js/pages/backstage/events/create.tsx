import { Head } from '@inertiajs/react';
import { BackstageHeading } from '../../../components/backstage/form-parts';
import { EventForm, emptyEvent } from '../../../components/backstage/event-form';

/** Spec §2 /backstage/events/create. */
export default function CreateEvent({ title, countries, maxArtists }: { title: string; countries: { id: number; name: string }[]; maxArtists: number }) {
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={title} />
      <div className="max-w-4xl rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <EventForm initial={emptyEvent()} countries={countries} maxArtists={maxArtists} submit={{ method: 'post', url: '/backstage/events' }} />
      </div>
    </>
  );
}
