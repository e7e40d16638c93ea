import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { blockDirection, type BlockLanguage } from '@common/block-language';
import { inputClass } from './form-parts';

const smallButton = 'rounded-full border border-stone-300 px-3 py-1 text-xs font-semibold text-stone-700 hover:bg-stone-100 disabled:opacity-40';
const LABELS = { somali: 'lyrics.lang.somali', arabic: 'lyrics.lang.arabic', english: 'lyrics.lang.english' } as const satisfies Record<BlockLanguage, string>;

interface BlocksEditorProps<B> {
  id: string;
  blocks: B[];
  onChange: (blocks: B[]) => void;
  max: number;
  /** Shown while there are no blocks. */
  empty: string;
  /** The add buttons, in order. */
  add: { label: string; make: () => B }[];
  /** What a block is called in its header ("Paragraph"), if its kind is worth naming. */
  kind?: (block: B) => string;
  /** The block's language and how to change it, for blocks of text; undefined for others (an image). */
  language?: (block: B) => { value: BlockLanguage | undefined; options: readonly BlockLanguage[]; optional: boolean; set: (language: BlockLanguage | undefined) => B } | undefined;
  /** The block's own field(s); `replace` swaps the block for another. */
  body: (block: B, index: number, replace: (block: B) => void) => ReactNode;
  /** The field error of a block, if any. */
  errorOf: (index: number) => string | undefined;
  testId: string;
}

/**
 * The one block editor of backstage (spec §2 "Rich-content text block editor"): a lecture's
 * translation and a story's paragraphs, headings and pictures are lists of blocks in order, each
 * added, moved up and down and removed alike, and a block of text carries its language, which
 * sets the direction and face it is typed in (BlockText). Blocks have no ids; their place is
 * what staff move.
 */
export function BlocksEditor<B>({ id, blocks, onChange, max, empty, add, kind, language, body, errorOf, testId }: BlocksEditorProps<B>) {
  const t = useT();
  const replace = (index: number) => (block: B) => onChange(blocks.map((was, at) => (at === index ? block : was)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...blocks];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  return (
    <div id={id} className="mt-1.5 space-y-3">
      {blocks.length === 0 && <p className="rounded-xl border border-dashed border-stone-300 px-4 py-3 text-sm text-stone-500">{empty}</p>}
      <ol className="space-y-3">
        {blocks.map((block, index) => {
          const error = errorOf(index);
          const choice = language?.(block);
          return (
            <li key={index} className="rounded-xl border border-stone-200 bg-stone-50 p-3" data-testid={testId}>
              <div className="mb-2 flex flex-wrap items-center gap-2">
                <span className="text-xs font-bold text-stone-500">
                  {index + 1}
                  {kind && ` · ${kind(block)}`}
                </span>
                {choice && (
                  <>
                    <label className="sr-only" htmlFor={`${id}-${index}-language`}>
                      {t('backstage.blocks.language', { n: index + 1 })}
                    </label>
                    <select
                      id={`${id}-${index}-language`}
                      value={choice.value ?? ''}
                      onChange={(event) => replace(index)(choice.set((event.target.value || undefined) as BlockLanguage | undefined))}
                      className="rounded-lg border border-stone-300 bg-white px-2 py-1 text-sm"
                    >
                      {choice.optional && <option value="">{t('backstage.blocks.anyLanguage')}</option>}
                      {choice.options.map((option) => (
                        <option key={option} value={option}>
                          {t(LABELS[option])}
                        </option>
                      ))}
                    </select>
                  </>
                )}
                <span className="ml-auto flex gap-1.5">
                  <button type="button" className={smallButton} onClick={() => move(index, -1)} disabled={index === 0} aria-label={t('backstage.blocks.moveUp', { n: index + 1 })}>
                    ↑
                  </button>
                  <button type="button" className={smallButton} onClick={() => move(index, 1)} disabled={index === blocks.length - 1} aria-label={t('backstage.blocks.moveDown', { n: index + 1 })}>
                    ↓
                  </button>
                  <button type="button" className={`${smallButton} border-red-200 text-red-700 hover:bg-red-50`} onClick={() => onChange(blocks.filter((_, at) => at !== index))} aria-label={t('backstage.blocks.remove', { n: index + 1 })}>
                    {t('backstage.remove')}
                  </button>
                </span>
              </div>
              {body(block, index, replace(index))}
              {error && <p className="mt-1 text-sm font-medium text-red-600">{error}</p>}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        {add.map(({ label, make }) => (
          <button key={label} type="button" className={smallButton} onClick={() => onChange([...blocks, make()])} disabled={blocks.length >= max}>
            + {label}
          </button>
        ))}
        {blocks.length >= max && <span className="text-xs text-stone-500">{t('backstage.blocks.atMost', { max })}</span>}
      </div>
    </div>
  );
}

interface BlockTextProps {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  language: BlockLanguage | undefined;
  invalid: boolean;
  /** A one-line field (a heading) instead of a paragraph's text area. */
  line?: boolean;
  maxLength?: number;
}

/** A block's text, typed in its language's direction and face (blockDirection): dir="auto" when it names none. */
export function BlockText({ id, label, value, onChange, language, invalid, line, maxLength }: BlockTextProps) {
  const { dir, lang, arabic } = blockDirection(language);
  const shared = { id, dir, lang, value, maxLength, 'aria-invalid': invalid ? true : undefined } as const;
  const face = arabic ? 'font-arabic text-lg leading-loose' : 'text-sm';
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      {line ? (
        <input {...shared} onChange={(event) => onChange(event.target.value)} className={`${inputClass} mt-0 font-bold ${face}`} />
      ) : (
        <textarea {...shared} onChange={(event) => onChange(event.target.value)} rows={arabic ? 3 : 4} className={`${inputClass} mt-0 ${face}`} />
      )}
    </>
  );
}
