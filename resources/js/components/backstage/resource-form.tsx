import type { BackstageResource } from '../../../../server/features/lectures/lectures.backstage';
import type { BackstageMedia } from '../../../../server/features/lectures/media.backstage';
import { EntitySelector, type PickedItem } from './entity-selector';
import { Field, inputClass, PlainTextField } from './form-parts';
import { MediaPanel, type PendingMedia } from './media-panel';
import { TextBlocksEditor, type TextBlock } from './text-blocks-editor';
import { TranslatedText } from './translation-inputs';
import { RecordForm } from './record-form';
import { useRecordForm, type RecordSubmit } from './use-record-form';
import { useT } from '../../i18n/i18n-context';

interface ResourceFields {
  title: string;
  title_arabic: string;
  title_english: string;
  scholar: PickedItem[];
  topics: PickedItem[];
  description: string;
  source_url: string;
  translation: TextBlock[];
  ordering: string;
  media: PendingMedia[];
}

export const emptyResource = (): ResourceFields => ({ title: '', title_arabic: '', title_english: '', scholar: [], topics: [], description: '', source_url: '', translation: [], ordering: '0', media: [] });
export const resourceFields = (resource: BackstageResource): ResourceFields => ({
  title: resource.title,
  title_arabic: resource.title_translation.arabic ?? '',
  title_english: resource.title_translation.english ?? '',
  scholar: resource.scholar ? [resource.scholar] : [],
  topics: resource.topics,
  description: resource.description ?? '',
  source_url: resource.source_url ?? '',
  translation: resource.translation,
  ordering: String(resource.ordering),
  media: [],
});

/** The form's fields of the title and its renderings. */
const TITLE_FIELDS = { somali: 'title', arabic: 'title_arabic', english: 'title_english' } as const;

/** Spec §7: title_translation as one object, the scholar and topics as ids, the pending recordings as the media field. */
const payload = ({ title_arabic, title_english, scholar, topics, media, ...data }: ResourceFields) => ({
  ...data,
  title_translation: { arabic: title_arabic, english: title_english },
  scholar: scholar[0]?.id ?? '',
  topics: topics.map((topic) => topic.id),
  media: media.map(({ file_path, title }) => ({ file_path, title })),
});

interface ResourceFormProps {
  initial: ResourceFields;
  submit: RecordSubmit;
  reloadUrl?: string;
  languages: readonly TextBlock['language'][];
  maxTopics: number;
  maxBlocks: number;
  attached: BackstageMedia[];
}

/**
 * Spec §3 resource fields with the text block editor and the media panel. Spec §5: errors as
 * 'Please fill all the required fields' with a line per error; ordering 0 or more.
 */
export function ResourceForm({ initial, submit, reloadUrl, languages, maxTopics, maxBlocks, attached }: ResourceFormProps) {
  const t = useT();
  const record = useRecordForm<ResourceFields, BackstageResource>({ initial, submit, reloadUrl, savedProp: 'resource', fieldsOf: resourceFields, payload });
  const { form, errors } = record;
  const invalid = (field: string) => (errors[field] ? true : undefined);
  const mediaError = Object.entries(errors).find(([field]) => field === 'media' || field.startsWith('media.'))?.[1];
  return (
    <RecordForm state={record} noun="resource" summary={{ lead: t('backstage.form.fillRequired'), layout: 'list' }}>
      <TranslatedText id="resource-title" label={t('backstage.resource.titleSomali')} noun="Title" max={300} fields={TITLE_FIELDS} data={form.data} onChange={(field, value) => form.setData(field, value)} invalid={{ somali: !!errors.title, arabic: !!errors['title_translation.arabic'], english: !!errors['title_translation.english'] }} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="resource-scholar" label={t('backstage.field.scholar')}>
          <EntitySelector id="resource-scholar" kind="scholars" value={form.data.scholar} onChange={(scholar) => form.setData('scholar', scholar)} max={1} invalid={!!errors.scholar} placeholder={t('backstage.pick.scholars')} />
        </Field>
        <Field id="resource-topics" label={t('backstage.field.upTo', { field: t('backstage.resource.topics'), max: maxTopics })}>
          <EntitySelector id="resource-topics" kind="topics" value={form.data.topics} onChange={(topics) => form.setData('topics', topics)} max={maxTopics} invalid={!!errors.topics} placeholder={t('backstage.pick.topics')} />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <Field id="resource-source" label={t('backstage.resource.source')}>
          <input id="resource-source" type="url" value={form.data.source_url} onChange={(event) => form.setData('source_url', event.target.value)} aria-invalid={invalid('source_url')} maxLength={1000} placeholder="https://" className={inputClass} />
        </Field>
        <Field id="resource-ordering" label={t('backstage.resource.ordering')} hint={t('backstage.resource.orderingHint')}>
          <input id="resource-ordering" type="number" min={0} step={1} inputMode="numeric" value={form.data.ordering} onChange={(event) => form.setData('ordering', event.target.value)} aria-invalid={invalid('ordering')} className={inputClass} />
        </Field>
      </div>
      <PlainTextField id="resource-description" label={t('backstage.field.description')} value={form.data.description} onChange={(value) => form.setData('description', value)} rows={4} invalid={!!errors.description} />
      <fieldset>
        <legend className="text-sm font-semibold text-stone-800">{t('backstage.resource.translation')}</legend>
        <p className="text-xs text-stone-500">{t('backstage.resource.translationHint')}</p>
        <TextBlocksEditor id="resource-translation" blocks={form.data.translation} onChange={(blocks) => form.setData('translation', blocks)} languages={languages} max={maxBlocks} errors={errors} />
      </fieldset>
      <MediaPanel attached={attached} pending={form.data.media} onPendingChange={(media) => form.setData('media', media)} error={mediaError} />
    </RecordForm>
  );
}
