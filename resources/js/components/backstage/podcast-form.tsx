import type { BackstagePodcastRecord } from '../../../../server/features/podcasts/podcasts.record';
import { Field, inputClass, PlainTextField } from './form-parts';
import { ImageField } from './image-field';
import { RecordForm } from './record-form';
import { useRecordForm, type RecordSubmit } from './use-record-form';
import { useT } from '../../i18n/i18n-context';

interface PodcastFields {
  title: string;
  host: string;
  description: string;
  image: string;
  category: string;
}

export const emptyPodcast = (): PodcastFields => ({ title: '', host: '', description: '', image: '', category: '' });
export const podcastFields = (podcast: BackstagePodcastRecord): PodcastFields => ({
  title: podcast.title,
  host: podcast.host ?? '',
  description: podcast.description ?? '',
  image: podcast.image ?? '',
  category: podcast.category ?? '',
});

/** A podcast's own fields: title, host, description, picture (through the image uploader) and category. */
export function PodcastForm({ initial, categories, submit, reloadUrl, imageUrl, fromFeed }: { initial: PodcastFields; categories: readonly string[]; submit: RecordSubmit; reloadUrl?: string; imageUrl?: string | null; fromFeed?: boolean }) {
  const t = useT();
  const record = useRecordForm<PodcastFields, BackstagePodcastRecord>({ initial, submit, reloadUrl, savedProp: 'podcast', fieldsOf: podcastFields, payload: (data) => ({ ...data }) });
  const { form, errors } = record;
  const invalid = (field: string) => (errors[field] ? true : undefined);
  return (
    <RecordForm state={record} noun="podcast" summary={{ lead: t('backstage.form.errors'), layout: 'line' }}>
      {fromFeed && <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">{t('backstage.podcast.fromFeed')}</p>}
      <Field id="podcast-title" label={t('backstage.field.title')} error={errors.title}>
        <input type="text" id="podcast-title" value={form.data.title} onChange={(event) => form.setData('title', event.target.value)} aria-invalid={invalid('title')} maxLength={200} className={inputClass} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="podcast-host" label={t('backstage.podcast.host')} error={errors.host}>
          <input type="text" id="podcast-host" value={form.data.host} onChange={(event) => form.setData('host', event.target.value)} aria-invalid={invalid('host')} maxLength={200} className={inputClass} />
        </Field>
        <Field id="podcast-category" label={t('backstage.podcast.category')} error={errors.category}>
          <select id="podcast-category" value={form.data.category} onChange={(event) => form.setData('category', event.target.value)} aria-invalid={invalid('category')} className={inputClass}>
            <option value="">{t('backstage.podcast.noCategory')}</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <ImageField id="podcast-image" label={t('backstage.podcast.picture')} hint={t('backstage.podcast.pictureHint')} error={errors.image} value={form.data.image} saved={initial.image} savedUrl={imageUrl} onChange={(path) => form.setData('image', path)} imagepath="podcasts" component="podcast-form" />
      <PlainTextField id="podcast-description" label={t('backstage.field.description')} value={form.data.description} onChange={(value) => form.setData('description', value)} rows={6} error={errors.description} invalid={!!errors.description} />
    </RecordForm>
  );
}
