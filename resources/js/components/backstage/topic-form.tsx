import type { BackstageTopic } from '../../../../server/features/topics/topics.backstage';
import { EntitySelector, type PickedItem } from './entity-selector';
import { Field, inputClass, PlainTextField } from './form-parts';
import { ImageField } from './image-field';
import { TranslatedText } from './translation-inputs';
import { RecordForm } from './record-form';
import { useRecordForm, type RecordSubmit } from './use-record-form';
import { useT } from '../../i18n/i18n-context';

interface TopicFields {
  name: string;
  name_arabic: string;
  name_english: string;
  topic_type: string;
  scholar: PickedItem[];
  image: string;
  description: string;
}

export const emptyTopic = (): TopicFields => ({ name: '', name_arabic: '', name_english: '', topic_type: 'other', scholar: [], image: '', description: '' });
export const topicFields = (topic: BackstageTopic): TopicFields => ({
  name: topic.name,
  name_arabic: topic.name_translations.arabic ?? '',
  name_english: topic.name_translations.english ?? '',
  topic_type: topic.topic_type,
  scholar: topic.scholar ? [topic.scholar] : [],
  image: topic.image ?? '',
  description: topic.description ?? '',
});

/** What the server takes: spec §7 name_translations as one object, the scholar as an id. */
const payload = ({ name_arabic, name_english, scholar, ...data }: TopicFields) => ({ ...data, name_translations: { arabic: name_arabic, english: name_english }, scholar: scholar[0]?.id ?? '' });

/** The form's fields of the name and its renderings. */
const NAME_FIELDS = { somali: 'name', arabic: 'name_arabic', english: 'name_english' } as const;

/** Spec §7 topic fields; spec §5: the type is one of 8 (default other), errors as 'Errors: ' followed by them. */
export function TopicForm({ initial, topicTypes, submit, reloadUrl, imageUrl }: { initial: TopicFields; topicTypes: readonly string[]; submit: RecordSubmit; reloadUrl?: string; imageUrl?: string | null }) {
  const t = useT();
  const record = useRecordForm<TopicFields, BackstageTopic>({ initial, submit, reloadUrl, savedProp: 'topic', fieldsOf: topicFields, payload });
  const { form, errors } = record;
  const invalid = (field: string) => (errors[field] ? true : undefined);
  return (
    <RecordForm state={record} noun="topic" summary={{ lead: t('backstage.form.errors'), layout: 'line' }}>
      <TranslatedText id="topic-name" label={t('backstage.list.name')} noun="Name" max={200} fields={NAME_FIELDS} data={form.data} onChange={(field, value) => form.setData(field, value)} invalid={{ somali: !!errors.name, arabic: !!errors['name_translations.arabic'], english: !!errors['name_translations.english'] }} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="topic-type" label={t('backstage.topic.type')}>
          <select id="topic-type" value={form.data.topic_type} onChange={(event) => form.setData('topic_type', event.target.value)} aria-invalid={invalid('topic_type')} className={inputClass}>
            {topicTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        <Field id="topic-scholar" label={t('backstage.field.scholar')}>
          <EntitySelector id="topic-scholar" kind="scholars" value={form.data.scholar} onChange={(scholar) => form.setData('scholar', scholar)} max={1} invalid={!!errors.scholar} placeholder={t('backstage.pick.scholars')} />
        </Field>
      </div>
      <ImageField id="topic-image" label={t('backstage.field.image')} invalid={!!errors.image} value={form.data.image} saved={initial.image} savedUrl={imageUrl} onChange={(path) => form.setData('image', path)} imagepath="topics" component="topic-form" />
      <PlainTextField id="topic-description" label={t('backstage.field.description')} value={form.data.description} onChange={(value) => form.setData('description', value)} rows={5} invalid={!!errors.description} />
    </RecordForm>
  );
}
