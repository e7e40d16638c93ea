import { Field, inputClass } from './form-parts';

/**
 * The Arabic and English renderings of a name or title (spec §3 name_translations,
 * title_translation): the Arabic typed right to left in the Arabic font.
 */
export function TranslationInputs({ id, noun, max, arabic, english, onArabic, onEnglish, invalid }: {
  id: string;
  noun: 'Name' | 'Title';
  max: number;
  arabic: string;
  english: string;
  onArabic: (value: string) => void;
  onEnglish: (value: string) => void;
  invalid: { arabic?: boolean; english?: boolean };
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={`${id}-arabic`} label={`${noun} in Arabic`}>
        <input id={`${id}-arabic`} dir="rtl" lang="ar" value={arabic} onChange={(event) => onArabic(event.target.value)} aria-invalid={invalid.arabic || undefined} maxLength={max} className={`${inputClass} font-arabic text-lg`} />
      </Field>
      <Field id={`${id}-english`} label={`${noun} in English`}>
        <input id={`${id}-english`} lang="en" value={english} onChange={(event) => onEnglish(event.target.value)} aria-invalid={invalid.english || undefined} maxLength={max} className={inputClass} />
      </Field>
    </div>
  );
}
