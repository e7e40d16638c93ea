import type { BackstageStory } from '../../../../server/features/stories/stories.backstage';
import { Field, inputClass } from './form-parts';
import { ImageField } from './image-field';
import { LocalDateTime } from './local-date-time';
import { StoryBlocksEditor, type EditorBlock } from './story-blocks-editor';
import { RecordForm } from './record-form';
import { useRecordForm, type RecordSubmit } from './use-record-form';
import { useT } from '../../i18n/i18n-context';
import type { MessageId } from '@common/i18n/catalogue/en';

interface StoryFields {
  title: string;
  image: string;
  source_name: string;
  source_article: string;
  author: string;
  source_published_at: string;
  blocks: EditorBlock[];
}

export const emptyStory = (): StoryFields => ({ title: '', image: '', source_name: '', source_article: '', author: '', source_published_at: '', blocks: [] });
export const storyFields = (story: BackstageStory): StoryFields => ({
  title: story.title,
  image: story.image ?? '',
  source_name: story.source.name ?? '',
  source_article: story.source_article ?? '',
  author: story.author ?? '',
  source_published_at: story.source_published_at ?? '',
  blocks: story.blocks,
});

/** What the server takes: the blocks without the editor's preview addresses; a text block with its language when it has one. */
const payload = ({ blocks, ...data }: StoryFields) => ({
  ...data,
  blocks: blocks.map((block) => ({ type: block.type, data: block.data, ...('language' in block && block.language ? { language: block.language } : {}) })),
});

/** Spec §3 Story: title, image, source, author and the blocks. Publishing is done from the list (spec §4). */
export function StoryForm({ initial, submit, reloadUrl, imageUrl, maxBlocks }: { initial: StoryFields; submit: RecordSubmit; reloadUrl?: string; imageUrl?: string | null; maxBlocks: number }) {
  const t = useT();
  const record = useRecordForm<StoryFields, BackstageStory>({ initial, submit, reloadUrl, savedProp: 'story', fieldsOf: storyFields, payload });
  const { form, errors } = record;
  const text = (key: 'title' | 'source_name' | 'author' | 'source_article', label: MessageId, max: number, type = 'text') => (
    <Field id={`story-${key}`} label={t(label)} error={errors[key]}>
      <input id={`story-${key}`} type={type} value={form.data[key]} onChange={(event) => form.setData(key, event.target.value)} aria-invalid={errors[key] ? true : undefined} maxLength={max} className={inputClass} />
    </Field>
  );
  return (
    <RecordForm state={record} noun="story">
      {text('title', 'backstage.field.title', 300)}
      <ImageField id="story-image" label={t('backstage.field.image')} error={errors.image} value={form.data.image} saved={initial.image} savedUrl={imageUrl} onChange={(path) => form.setData('image', path)} imagepath="stories" component="story-form" />
      <div className="grid gap-5 sm:grid-cols-2">
        {text('source_name', 'backstage.story.source', 200)}
        {text('author', 'backstage.story.author', 200)}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('source_article', 'backstage.story.sourceArticle', 1000, 'url')}
        <Field id="story-source-date" label={t('backstage.story.sourceDate')} error={errors.source_published_at}>
          <LocalDateTime id="story-source-date" value={form.data.source_published_at} onChange={(iso) => form.setData('source_published_at', iso)} invalid={!!errors.source_published_at} />
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-stone-800">{t('backstage.story.blocks')}</legend>
        {errors.blocks && <p className="mt-1 text-sm font-medium text-red-600">{errors.blocks}</p>}
        <StoryBlocksEditor blocks={form.data.blocks} onChange={(blocks) => form.setData('blocks', blocks)} max={maxBlocks} errors={errors} />
      </fieldset>
    </RecordForm>
  );
}
