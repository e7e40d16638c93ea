import type { BackstageScholar } from '../../../../server/features/scholars/scholars.backstage';
import { Field, inputClass, PlainTextField } from './form-parts';
import { ImageField } from './image-field';
import { RecordForm } from './record-form';
import { useRecordForm, type RecordSubmit } from './use-record-form';
import { useT } from '../../i18n/i18n-context';

interface ScholarFields {
  name: string;
  name_arabic: string;
  image: string;
  bio: string;
}

export const emptyScholar = (): ScholarFields => ({ name: '', name_arabic: '', image: '', bio: '' });
export const scholarFields = (scholar: BackstageScholar): ScholarFields => ({ name: scholar.name, name_arabic: scholar.name_arabic ?? '', image: scholar.image ?? '', bio: scholar.bio ?? '' });

/**
 * Spec §7 scholar fields: name, name_arabic (typed right-to-left), image, bio. Spec §5 shows the
 * name's error under the name; the other fields' errors (rare: a bio too long, an image not
 * uploaded) show under their fields too, so a save is never refused without its reason.
 */
export function ScholarForm({ initial, submit, reloadUrl, imageUrl }: { initial: ScholarFields; submit: RecordSubmit; reloadUrl?: string; imageUrl?: string | null }) {
  const t = useT();
  const record = useRecordForm<ScholarFields, BackstageScholar>({ initial, submit, reloadUrl, savedProp: 'scholar', fieldsOf: scholarFields, payload: (data) => ({ ...data }) });
  const { form, errors } = record;
  return (
    <RecordForm state={record} noun="scholar">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="scholar-name" label={t('backstage.list.name')} error={errors.name}>
          <input type="text" id="scholar-name" value={form.data.name} onChange={(event) => form.setData('name', event.target.value)} aria-invalid={errors.name ? true : undefined} maxLength={200} className={inputClass} />
        </Field>
        <Field id="scholar-name-arabic" label={t('backstage.field.nameArabic')} error={errors.name_arabic}>
          <input type="text" id="scholar-name-arabic" dir="rtl" lang="ar" value={form.data.name_arabic} onChange={(event) => form.setData('name_arabic', event.target.value)} maxLength={200} className={`${inputClass} font-arabic text-lg`} />
        </Field>
      </div>
      <ImageField id="scholar-image" label={t('backstage.field.image')} error={errors.image} value={form.data.image} saved={initial.image} savedUrl={imageUrl} onChange={(path) => form.setData('image', path)} imagepath="scholars" component="scholar-form" />
      <PlainTextField id="scholar-bio" label={t('backstage.scholar.bio')} value={form.data.bio} onChange={(value) => form.setData('bio', value)} rows={6} error={errors.bio} />
    </RecordForm>
  );
}
