import type { BackstageStory } from '../../../../server/features/stories/stories.backstage';
import { BLOCK_LANGUAGES } from '@common/block-language';
import { BlocksEditor, BlockText } from './blocks-editor';
import { ImageUploader } from './image-uploader';
import { useT } from '../../i18n/i18n-context';

/** A block as the editor holds it: an image block remembers the address it was shown from when loaded. */
export type EditorBlock = StoryBlock | { type: 'image'; data: { url: string }; preview?: string | null };
type StoryBlock = Exclude<BackstageStory['blocks'][number], { type: 'image' }>;
type BlockType = EditorBlock['type'];

const NAMES = { paragraph: 'backstage.blocks.paragraph', heading: 'backstage.blocks.heading', image: 'backstage.blocks.image' } as const satisfies Record<BlockType, string>;

const emptyBlock = (type: BlockType): EditorBlock => (type === 'image' ? { type, data: { url: '' } } : { type, data: { text: '' } });

/**
 * Spec §3 story blocks in the shared block editor: paragraphs, headings and images in order. A
 * paragraph or heading may name its language (Arabic is typed right to left in its face; none
 * chosen is dir="auto"). Paragraphs keep links and emphasis written as HTML (<a>, <strong>, <em>);
 * anything else is removed on save.
 */
export function StoryBlocksEditor({ blocks, onChange, max, errors }: { blocks: EditorBlock[]; onChange: (blocks: EditorBlock[]) => void; max: number; errors: Record<string, string | undefined> }) {
  const t = useT();
  const errorOf = (index: number) => Object.entries(errors).find(([field]) => field.startsWith(`blocks.${index}.`) || field === `blocks.${index}`)?.[1];
  return (
    <BlocksEditor
      id="story-blocks"
      testId="story-block"
      blocks={blocks}
      onChange={onChange}
      max={max}
      empty={t('backstage.blocks.storyEmpty')}
      add={(['paragraph', 'heading', 'image'] as const).map((type) => ({ label: t(NAMES[type]), make: () => emptyBlock(type) }))}
      kind={(block) => t(NAMES[block.type])}
      language={(block) =>
        block.type === 'image'
          ? undefined
          : { value: block.language, options: BLOCK_LANGUAGES, optional: true, set: (language) => ({ type: block.type, data: block.data, ...(language ? { language } : {}) }) }
      }
      errorOf={errorOf}
      body={(block, index, replace) => {
        const id = `story-block-${index}`;
        if (block.type === 'image') {
          return (
            <>
              <label htmlFor={id} className="sr-only">
                {t('backstage.blocks.numbered', { kind: t(NAMES.image), n: index + 1 })}
              </label>
              <ImageUploader id={id} value={block.data.url} onChange={(url) => replace({ type: 'image', data: { url } })} imagepath="stories" previewUrl={'preview' in block ? block.preview : undefined} invalid={!!errorOf(index)} component="story-form" />
            </>
          );
        }
        return (
          <BlockText
            id={id}
            label={t('backstage.blocks.numbered', { kind: t(NAMES[block.type]), n: index + 1 })}
            value={block.data.text}
            onChange={(text) => replace({ ...block, data: { text } })}
            language={block.language}
            invalid={!!errorOf(index)}
            line={block.type === 'heading'}
            maxLength={block.type === 'heading' ? 1000 : undefined}
          />
        );
      }}
    />
  );
}
