import type { BackstageStory } from '../../../../server/features/stories/stories.backstage';
import { inputClass } from './form-parts';
import { ImageUploader } from './image-uploader';

/** A block as the editor holds it: an image block remembers the address it was shown from when loaded. */
export type EditorBlock = StoryBlock | { type: 'image'; data: { url: string }; preview?: string | null };
type StoryBlock = Exclude<BackstageStory['blocks'][number], { type: 'image' }>;
type BlockType = EditorBlock['type'];

const small = 'rounded-full border border-stone-300 px-3 py-1 text-xs font-semibold text-stone-700 hover:bg-stone-100 disabled:opacity-40';
const NAMES: Record<BlockType, string> = { paragraph: 'Paragraph', heading: 'Heading', image: 'Image' };

const emptyBlock = (type: BlockType): EditorBlock => (type === 'image' ? { type, data: { url: '' } } : { type, data: { text: '' } });

/**
 * Spec §3 story blocks: paragraphs, headings and images in order; add, move up and down, remove.
 * Paragraphs keep links and emphasis written as HTML (<a>, <strong>, <em>); anything else is removed on save.
 */
export function StoryBlocksEditor({ blocks, onChange, max, errors }: { blocks: EditorBlock[]; onChange: (blocks: EditorBlock[]) => void; max: number; errors: Record<string, string | undefined> }) {
  const replace = (index: number, block: EditorBlock) => onChange(blocks.map((was, at) => (at === index ? block : was)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...blocks];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  return (
    <div className="mt-1.5 space-y-3">
      {blocks.length === 0 && <p className="rounded-xl border border-dashed border-stone-300 px-4 py-3 text-sm text-stone-500">No blocks yet: add the story’s paragraphs, headings and pictures.</p>}
      <ol className="space-y-3">
        {blocks.map((block, index) => {
          const id = `story-block-${index}`;
          const error = Object.entries(errors).find(([field]) => field.startsWith(`blocks.${index}.`) || field === `blocks.${index}`)?.[1];
          return (
            <li key={index} className="rounded-xl border border-stone-200 bg-stone-50 p-3" data-testid="story-block">
              <div className="mb-2 flex flex-wrap items-center gap-2">
                <span className="text-xs font-bold text-stone-500">
                  {index + 1} · {NAMES[block.type]}
                </span>
                <span className="ml-auto flex gap-1.5">
                  <button type="button" className={small} onClick={() => move(index, -1)} disabled={index === 0} aria-label={`Move block ${index + 1} up`}>
                    ↑
                  </button>
                  <button type="button" className={small} onClick={() => move(index, 1)} disabled={index === blocks.length - 1} aria-label={`Move block ${index + 1} down`}>
                    ↓
                  </button>
                  <button type="button" className={`${small} border-red-200 text-red-700 hover:bg-red-50`} onClick={() => onChange(blocks.filter((_, at) => at !== index))} aria-label={`Remove block ${index + 1}`}>
                    Remove
                  </button>
                </span>
              </div>
              <label htmlFor={id} className="sr-only">
                {NAMES[block.type]} {index + 1}
              </label>
              {block.type === 'image' ? (
                <ImageUploader id={id} value={block.data.url} onChange={(url) => replace(index, { type: 'image', data: { url } })} imagepath="stories" previewUrl={'preview' in block ? block.preview : undefined} invalid={!!error} component="story-form" />
              ) : block.type === 'heading' ? (
                <input id={id} value={block.data.text} onChange={(event) => replace(index, { type: 'heading', data: { text: event.target.value } })} className={`${inputClass} mt-0 font-bold`} maxLength={1000} aria-invalid={error ? true : undefined} />
              ) : (
                <textarea id={id} value={block.data.text} onChange={(event) => replace(index, { type: 'paragraph', data: { text: event.target.value } })} rows={4} className={`${inputClass} mt-0`} aria-invalid={error ? true : undefined} />
              )}
              {error && <p className="mt-1 text-sm font-medium text-red-600">{error}</p>}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        {(['paragraph', 'heading', 'image'] as const).map((type) => (
          <button key={type} type="button" className={small} onClick={() => onChange([...blocks, emptyBlock(type)])} disabled={blocks.length >= max}>
            + {NAMES[type]}
          </button>
        ))}
      </div>
    </div>
  );
}
