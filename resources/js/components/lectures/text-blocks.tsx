import type { Resource } from '../../types/props';
import { blockDirection } from '@common/block-language';

type Block = Resource['translation'][number];

const LANGUAGE_NAMES: Record<Block['language'], string> = { somali: 'Af-Soomaali', arabic: 'العربية', english: 'English' };

/**
 * A lecture's translation, block by block in its order. Each block carries its own language and
 * direction, so an Arabic block reads right to left between Somali and English ones (never the
 * whole page). Blocks are plain text: their line breaks are kept.
 */
export function TextBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4">
      {blocks.map((block, index) => {
        const { dir, lang, arabic } = blockDirection(block.language);
        return (
          <section key={index} dir={dir} lang={lang} aria-label={LANGUAGE_NAMES[block.language]} data-language={block.language} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
            <p className={`mb-2 text-xs font-semibold tracking-wide text-teal-700 ${arabic ? 'font-arabic' : 'uppercase'}`}>{LANGUAGE_NAMES[block.language]}</p>
            <p className={`whitespace-pre-line text-stone-800 ${arabic ? 'font-arabic text-xl leading-loose' : 'text-lg leading-relaxed'}`}>{block.content}</p>
          </section>
        );
      })}
    </div>
  );
}
