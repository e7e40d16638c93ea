import { useState } from 'react';
import type { BackstageEvent } from '../../../../server/features/events/events.backstage';
import { EntitySelector, type PickedItem } from './entity-selector';
import { Field, inputClass } from './form-parts';
import { ImageField } from './image-field';
import { LocalDateTime } from './local-date-time';
import { RecordForm } from './record-form';
import { useRecordForm, type RecordSubmit } from './use-record-form';
import { useT } from '../../i18n/i18n-context';
import type { MessageId } from '@common/i18n/catalogue/en';

interface EventFields {
  name: string;
  artists: PickedItem[];
  date_at: string;
  venue: string;
  street: string;
  city: string;
  country_id: string;
  postal_code: string;
  price: string;
  ticket_url: string;
  description: string;
  poster: string;
  published_at: string;
}

export const emptyEvent = (): EventFields => ({ name: '', artists: [], date_at: '', venue: '', street: '', city: '', country_id: '', postal_code: '', price: '', ticket_url: '', description: '', poster: '', published_at: '' });

export const eventFields = (event: BackstageEvent): EventFields => ({
  name: event.name,
  artists: event.artists,
  date_at: event.date_at,
  venue: event.venue ?? '',
  street: event.street ?? '',
  city: event.city ?? '',
  country_id: event.country_id ? String(event.country_id) : '',
  postal_code: event.postal_code ?? '',
  price: event.price ?? '',
  ticket_url: event.ticket_url ?? '',
  description: event.description ?? '',
  poster: event.poster ?? '',
  published_at: event.published_at ?? '',
});

type Publishing = 'draft' | 'now' | 'later';

/** What the server takes: the line-up as ids, and "now" as the moment the form is sent. */
const payload = (data: EventFields) => ({
  ...data,
  artists: data.artists.map((artist) => artist.id),
  published_at: data.published_at === 'now' ? new Date().toISOString() : data.published_at,
});
const publishingOf = (publishedAt: string): Publishing => (!publishedAt ? 'draft' : new Date(publishedAt) > new Date() ? 'later' : 'now');

interface EventFormProps {
  initial: EventFields;
  countries: { id: number; name: string }[];
  maxArtists: number;
  submit: RecordSubmit;
  reloadUrl?: string;
  posterUrl?: string | null;
}

/** Spec §3 event fields: the line-up (up to 10), when and where, tickets, the poster, and draft / published / scheduled. */
export function EventForm({ initial, countries, maxArtists, submit, reloadUrl, posterUrl }: EventFormProps) {
  const t = useT();
  const record = useRecordForm<EventFields, BackstageEvent>({ initial, submit, reloadUrl, savedProp: 'event', fieldsOf: eventFields, payload });
  const { form, errors } = record;
  const [publishing, setPublishing] = useState<Publishing>(publishingOf(initial.published_at));
  const text = (key: keyof EventFields, label: MessageId, max: number, type = 'text') => (
    <Field id={`event-${key}`} label={t(label)} error={errors[key]}>
      <input id={`event-${key}`} type={type} value={form.data[key] as string} onChange={(event) => form.setData(key, event.target.value)} aria-invalid={errors[key] ? true : undefined} maxLength={max} className={inputClass} />
    </Field>
  );
  const choosePublishing = (next: Publishing) => {
    setPublishing(next);
    if (next === 'draft') form.setData('published_at', '');
    // "Now" is the moment of saving: the server gets the time the form was sent.
    if (next === 'now') form.setData('published_at', initial.published_at && publishingOf(initial.published_at) === 'now' ? initial.published_at : 'now');
  };
  return (
    <RecordForm state={record} noun="event">
      {text('name', 'backstage.list.name', 200)}
      <Field id="event-artists" label={t('backstage.field.upTo', { field: t('backstage.event.artists'), max: maxArtists })} error={errors.artists}>
        <EntitySelector id="event-artists" kind="artists" value={form.data.artists} onChange={(artists) => form.setData('artists', artists)} max={maxArtists} invalid={!!errors.artists} placeholder={t('backstage.pick.artists')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="event-date" label={t('backstage.event.date')} error={errors.date_at}>
          <LocalDateTime id="event-date" value={form.data.date_at} onChange={(iso) => form.setData('date_at', iso)} invalid={!!errors.date_at} />
        </Field>
        {text('price', 'backstage.event.price', 60)}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('venue', 'backstage.event.venue', 200)}
        {text('street', 'backstage.event.street', 200)}
        {text('city', 'backstage.event.city', 120)}
        {text('postal_code', 'backstage.event.postalCode', 20)}
      </div>
      <Field id="event-country" label={t('backstage.event.country')} error={errors.country_id}>
        <select id="event-country" value={form.data.country_id} onChange={(event) => form.setData('country_id', event.target.value)} className={inputClass}>
          <option value="">—</option>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
      </Field>
      {text('ticket_url', 'backstage.event.ticketUrl', 1000, 'url')}
      <ImageField id="event-poster" label={t('backstage.event.poster')} error={errors.poster} value={form.data.poster} saved={initial.poster} savedUrl={posterUrl} onChange={(path) => form.setData('poster', path)} imagepath="events" component="event-form" />
      <Field id="event-description" label={t('backstage.field.description')} hint={t('backstage.field.biographyHint')} error={errors.description}>
        <textarea id="event-description" value={form.data.description} onChange={(event) => form.setData('description', event.target.value)} rows={6} className={`${inputClass} text-sm`} />
      </Field>
      <fieldset>
        <legend className="text-sm font-semibold text-stone-800">{t('backstage.event.publishing')}</legend>
        <div className="mt-1.5 flex flex-wrap gap-4">
          {(['draft', 'now', 'later'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm font-medium text-stone-700">
              <input type="radio" name="publishing" checked={publishing === option} onChange={() => choosePublishing(option)} />
              {t(option === 'draft' ? 'backstage.event.draft' : option === 'now' ? 'backstage.event.published' : 'backstage.event.later')}
            </label>
          ))}
        </div>
        {publishing === 'later' && (
          <div className="mt-2 max-w-xs">
            <LocalDateTime id="event-published-at" value={form.data.published_at === 'now' ? '' : form.data.published_at} onChange={(iso) => form.setData('published_at', iso)} invalid={!!errors.published_at} />
          </div>
        )}
        {errors.published_at && (
          <p role="alert" className="mt-1.5 text-sm font-medium text-red-600">
            {errors.published_at}
          </p>
        )}
      </fieldset>
    </RecordForm>
  );
}
