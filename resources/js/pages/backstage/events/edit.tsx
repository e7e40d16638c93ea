import { Head } from '@inertiajs/react';
import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstageEvent } from '../../../../../server/features/events/events.backstage';
import { BackstageHeading } from '../../../components/backstage/form-parts';
import { EventForm, eventFields } from '../../../components/backstage/event-form';
import { EditLayout, HistoryPanel, TrashedBanner, TrashPanel } from '../../../components/backstage/record-panels';
import { useT } from '../../../i18n/i18n-context';

interface EditEventProps {
  title: string;
  event: BackstageEvent;
  history: Activity[];
  countries: { id: number; name: string }[];
  maxArtists: number;
}

/** /backstage/events/{id}/edit: a real edit (the spec's is a placeholder). */
export default function EditEvent({ title, event, history, countries, maxArtists }: EditEventProps) {
  const t = useT();
  const url = `/backstage/events/${event.id}`;
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={event.name}>
        {event.state !== 'draft' && event.state !== 'scheduled' && !event.deleted_at && (
          <a href={`/event/${event.id}`} target="_blank" rel="noopener" className="rounded-full px-4 py-2 font-semibold text-teal-700 hover:bg-teal-50">
            {t('backstage.record.viewPage')}
          </a>
        )}
      </BackstageHeading>
      <EditLayout
        trashed={!!event.deleted_at}
        banner={<TrashedBanner url={url} noun="event" />}
        form={<EventForm initial={eventFields(event)} countries={countries} maxArtists={maxArtists} submit={{ method: 'put', url, version: event.version }} reloadUrl={`${url}/edit`} posterUrl={event.poster_url} />}
        aside={
          <>
            <HistoryPanel entries={history} />
            <TrashPanel url={url} noun="event" listPath="/backstage/events" trashed={!!event.deleted_at} />
          </>
        }
      />
    </>
  );
}
