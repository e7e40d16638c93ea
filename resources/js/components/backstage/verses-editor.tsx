import { useState } from 'react';
import { sungLines } from '@common/lyrics-lines';
import { inputClass } from './form-parts';
import { useT } from '../../i18n/i18n-context';

export interface VerseFields {
  /** Null for a version not saved yet. */
  id: number | null;
  /** The form's own key for a row (ids are null until saved). */
  key: string;
  title: string;
  language: string;
  non_synced_lyrics: string;
  is_default: boolean;
  /** The line-by-line translation as typed (one line per sung line of the original), and its language. */
  translation_text: string;
  translation_language: string;
}

const LANGUAGES = [
  { code: 'somali', label: 'lyrics.lang.somali' },
  { code: 'english', label: 'lyrics.lang.english' },
  { code: 'arabic', label: 'lyrics.lang.arabic' },
] as const;

let nextKey = 0;
export const newVerseKey = () => `new-${++nextKey}`;

/**
 * A song's lyrics versions (spec §3 verse): add, remove, reorder, and mark the one shown first.
 * Arabic text is written right to left.
 */
export function VersesEditor({ verses, onChange, error }: { verses: VerseFields[]; onChange: (verses: VerseFields[]) => void; error?: string }) {
  const t = useT();
  const update = (index: number, change: Partial<VerseFields>) => onChange(verses.map((verse, at) => (at === index ? { ...verse, ...change } : verse)));
  const move = (index: number, by: number) => {
    const next = [...verses];
    const [verse] = next.splice(index, 1);
    next.splice(index + by, 0, verse!);
    onChange(next);
  };
  const makeDefault = (index: number) => onChange(verses.map((verse, at) => ({ ...verse, is_default: at === index })));
  const add = () => onChange([...verses, { id: null, key: newVerseKey(), title: '', language: 'somali', non_synced_lyrics: '', is_default: verses.length === 0, translation_text: '', translation_language: 'english' }]);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-stone-800">{t('backstage.verses.lyrics')}</legend>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      {verses.map((verse, index) => (
        <div key={verse.key} className="rounded-xl border border-stone-200 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <input
              type="text"
              aria-label={t('backstage.verses.versionTitle', { n: index + 1 })}
              placeholder={t('backstage.verses.titlePlaceholder')}
              value={verse.title}
              onChange={(event) => update(index, { title: event.target.value })}
              maxLength={200}
              className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-1.5 text-sm"
            />
            <select aria-label={t('backstage.verses.versionLanguage', { n: index + 1 })} value={verse.language} onChange={(event) => update(index, { language: event.target.value })} className="rounded-lg border border-stone-300 px-2 py-1.5 text-sm">
              {LANGUAGES.map((language) => (
                <option key={language.code} value={language.code}>
                  {t(language.label)}
                </option>
              ))}
            </select>
            <label className="flex items-center gap-1.5 text-sm font-medium text-stone-700">
              <input type="radio" name="default-verse" checked={verse.is_default} onChange={() => makeDefault(index)} />
              {t('backstage.verses.default')}
            </label>
            <span className="ml-auto flex gap-1">
              <button type="button" onClick={() => move(index, -1)} disabled={index === 0} aria-label={t('backstage.verses.moveUp', { n: index + 1 })} className="rounded-lg px-2 py-1 hover:bg-stone-100 disabled:opacity-30">
                ↑
              </button>
              <button type="button" onClick={() => move(index, 1)} disabled={index === verses.length - 1} aria-label={t('backstage.verses.moveDown', { n: index + 1 })} className="rounded-lg px-2 py-1 hover:bg-stone-100 disabled:opacity-30">
                ↓
              </button>
              <button type="button" onClick={() => onChange(verses.filter((_, at) => at !== index))} aria-label={t('backstage.verses.remove', { n: index + 1 })} className="rounded-lg px-2 py-1 text-red-700 hover:bg-red-50">
                {t('backstage.remove')}
              </button>
            </span>
          </div>
          <textarea
            aria-label={t('backstage.verses.versionLyrics', { n: index + 1 })}
            value={verse.non_synced_lyrics}
            onChange={(event) => update(index, { non_synced_lyrics: event.target.value })}
            dir={verse.language === 'arabic' ? 'rtl' : 'auto'}
            rows={6}
            className={`${inputClass} text-sm`}
          />
          <TranslationField verse={verse} index={index} onChange={(change) => update(index, change)} />
        </div>
      ))}
      <button type="button" onClick={add} className="rounded-full border border-stone-300 px-4 py-1.5 text-sm font-semibold text-stone-700 hover:bg-stone-100">
        {t('backstage.verses.add')}
      </button>
    </fieldset>
  );
}

/**
 * A version's translation, typed line for line beside the count of the original's sung lines, so
 * line n of the translation goes under line n of the lyrics; Arabic is set right to left.
 */
function TranslationField({ verse, index, onChange }: { verse: VerseFields; index: number; onChange: (change: Partial<VerseFields>) => void }) {
  const t = useT();
  const [open, setOpen] = useState(verse.translation_text.trim() !== '');
  const original = sungLines(verse.non_synced_lyrics).length;
  const translated = sungLines(verse.translation_text).length;
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="mt-2 text-sm font-semibold text-teal-700 hover:underline">
        {t('backstage.verses.addTranslation')}
      </button>
    );
  }
  return (
    <div className="mt-3 rounded-lg bg-stone-50 p-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor={`verse-${index}-translation`} className="font-semibold text-stone-800">
          {t('backstage.verses.translation')}
        </label>
        <select aria-label={t('backstage.verses.translationLanguage', { n: index + 1 })} value={verse.translation_language} onChange={(event) => onChange({ translation_language: event.target.value })} className="rounded-lg border border-stone-300 px-2 py-1 text-sm">
          {LANGUAGES.map((language) => (
            <option key={language.code} value={language.code}>
              {t(language.label)}
            </option>
          ))}
        </select>
        <span className={`ml-auto text-xs ${translated && translated !== original ? 'font-semibold text-amber-700' : 'text-stone-500'}`}>
          {t('backstage.verses.linesOf', { translated, original })}
        </span>
      </div>
      <textarea
        id={`verse-${index}-translation`}
        value={verse.translation_text}
        onChange={(event) => onChange({ translation_text: event.target.value })}
        dir={verse.translation_language === 'arabic' ? 'rtl' : 'auto'}
        rows={6}
        placeholder={t('backstage.verses.linePlaceholder')}
        className={`${inputClass} text-sm`}
      />
    </div>
  );
}
