import type { TextBlock } from '../../../../server/features/resources/text-blocks';
import { inputClass } from './form-parts';

export type { TextBlock };
type Language = TextBlock['language'];

const LABELS: Record<Language, string> = { somali: 'Somali', arabic: 'Arabic', english: 'English' };
const smallButton = 'rounded-full border border-stone-300 px-3 py-1 text-xs font-semibold text-stone-700 hover:bg-stone-100 disabled:opacity-40';

interface TextBlocksEditorProps {
  id: string;
  blocks: TextBlock[];
  onChange: (blocks: TextBlock[]) => void;
  languages: readonly Language[];
  max: number;
  /** Field errors by block (`translation.2.content`) and for the whole list. */
  errors: Record<string, string | undefined>;
}

/**
 * Spec §2 "Rich-content text block editor": blocks in order, each with its language (somali,
 * arabic or english) and text; an Arabic block is typed and shown right-to-left on its own, beside
 * left-to-right ones. Blocks are added, moved up and down, and removed.
 */
export function TextBlocksEditor({ id, blocks, onChange, languages, max, errors }: TextBlocksEditorProps) {
  const change = (index: number, patch: Partial<TextBlock>) => onChange(blocks.map((block, at) => (at === index ? { ...block, ...patch } : block)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...blocks];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  const add = (language: Language) => onChange([...blocks, { language, type: 'text', content: '' }]);
  return (
    <div id={id} className="mt-1.5 space-y-3">
      {blocks.length === 0 && <p className="rounded-xl border border-dashed border-stone-300 px-4 py-3 text-sm text-stone-500">No blocks yet. Add one in the language it is written in.</p>}
      <ol className="space-y-3">
        {blocks.map((block, index) => {
          const rtl = block.language === 'arabic';
          const error = errors[`translation.${index}.content`] ?? errors[`translation.${index}.language`];
          return (
            // Blocks have no ids of their own; their place is what staff move.
            <li key={index} className="rounded-xl border border-stone-200 bg-stone-50 p-3" data-testid="text-block">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-xs font-bold text-stone-500">{index + 1}</span>
                <label className="sr-only" htmlFor={`${id}-${index}-language`}>
                  Language of block {index + 1}
                </label>
                <select id={`${id}-${index}-language`} value={block.language} onChange={(event) => change(index, { language: event.target.value as Language })} className="rounded-lg border border-stone-300 bg-white px-2 py-1 text-sm">
                  {languages.map((language) => (
                    <option key={language} value={language}>
                      {LABELS[language]}
                    </option>
                  ))}
                </select>
                <span className="ml-auto flex gap-1.5">
                  <button type="button" className={smallButton} onClick={() => move(index, -1)} disabled={index === 0} aria-label={`Move block ${index + 1} up`}>
                    ↑
                  </button>
                  <button type="button" className={smallButton} onClick={() => move(index, 1)} disabled={index === blocks.length - 1} aria-label={`Move block ${index + 1} down`}>
                    ↓
                  </button>
                  <button type="button" className={`${smallButton} border-red-200 text-red-700 hover:bg-red-50`} onClick={() => onChange(blocks.filter((_, at) => at !== index))} aria-label={`Remove block ${index + 1}`}>
                    Remove
                  </button>
                </span>
              </div>
              <label className="sr-only" htmlFor={`${id}-${index}-content`}>
                Text of block {index + 1} ({LABELS[block.language]})
              </label>
              <textarea
                id={`${id}-${index}-content`}
                dir={rtl ? 'rtl' : 'ltr'}
                lang={rtl ? 'ar' : block.language === 'english' ? 'en' : 'so'}
                value={block.content}
                onChange={(event) => change(index, { content: event.target.value })}
                rows={rtl ? 3 : 4}
                aria-invalid={error ? true : undefined}
                className={`${inputClass} ${rtl ? 'font-arabic text-lg leading-loose' : 'text-sm'}`}
              />
              {error && <p className="mt-1 text-sm font-medium text-red-600">{error}</p>}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        {languages.map((language) => (
          <button key={language} type="button" className={smallButton} onClick={() => add(language)} disabled={blocks.length >= max}>
            + {LABELS[language]} block
          </button>
        ))}
        {blocks.length >= max && <span className="text-xs text-stone-500">At most {max} blocks.</span>}
      </div>
    </div>
  );
}
