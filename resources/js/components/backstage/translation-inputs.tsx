import { Field, inputClass } from './form-parts';
import { useT } from '../../i18n/i18n-context';

type Part = 'somali' | 'arabic' | 'english';

interface TranslatedTextProps<Key extends string> {
  id: string;
  /** The Somali field's label ('Name', 'Title (Somali)'); the renderings are "<noun> in Arabic|English". */
  label: string;
  noun: 'Name' | 'Title';
  max: number;
  /** Which of the form's fields holds each part. */
  fields: Record<Part, Key>;
  data: Record<Key, string>;
  onChange: (field: Key, value: string) => void;
  invalid: Partial<Record<Part, boolean>>;
}

/**
 * A name or title with its Arabic and English renderings (spec §3 name_translations,
 * title_translation): the Somali on its own line, then the two renderings side by side, the
 * Arabic typed right to left in the Arabic font.
 */
export function TranslatedText<Key extends string>({ id, label, noun, max, fields, data, onChange, invalid }: TranslatedTextProps<Key>) {
  const t = useT();
  return (
    <>
      <Field id={id} label={label}>
        <input type="text" id={id} value={data[fields.somali]} onChange={(event) => onChange(fields.somali, event.target.value)} aria-invalid={invalid.somali || undefined} maxLength={max} className={inputClass} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-arabic`} label={t(noun === 'Name' ? 'backstage.field.nameArabic' : 'backstage.field.titleArabic')}>
          <input type="text" id={`${id}-arabic`} dir="rtl" lang="ar" value={data[fields.arabic]} onChange={(event) => onChange(fields.arabic, event.target.value)} aria-invalid={invalid.arabic || undefined} maxLength={max} className={`${inputClass} font-arabic text-lg`} />
        </Field>
        <Field id={`${id}-english`} label={t(noun === 'Name' ? 'backstage.field.nameEnglish' : 'backstage.field.titleEnglish')}>
          <input type="text" id={`${id}-english`} lang="en" value={data[fields.english]} onChange={(event) => onChange(fields.english, event.target.value)} aria-invalid={invalid.english || undefined} maxLength={max} className={inputClass} />
        </Field>
      </div>
    </>
  );
}
