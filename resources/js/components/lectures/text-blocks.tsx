import type { Resource } from '../../types/props';

type Block = Resource['translation'][number];

const LANGUAGE_NAMES: Record<Block['language'], string> = { somali: 'Af-Soomaali', arabic: 'العربية', english: 'English' };
const LANG: Record<Block['language'], string> = { somali: 'so', arabic: 'ar', english: 'en' };

/**
 * A lecture's translation, block by block in its order. Each block carries its own language and
 * direction, so an Arabic block reads right to left between Somali and English ones (never the
 * whole page). Blocks are plain text: their line breaks are kept.
 */
export function TextBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4">
      {blocks.map((block, index) => {
        const arabic = block.language === 'arabic';
        return (
          <section key={index} dir={arabic ? 'rtl' : 'ltr'} lang={LANG[block.language]} aria-label={LANGUAGE_NAMES[block.language]} data-language={block.language} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
            <p className={`mb-2 text-xs font-semibold tracking-wide text-teal-700 ${arabic ? 'font-arabic' : 'uppercase'}`}>{LANGUAGE_NAMES[block.language]}</p>
            <p className={`whitespace-pre-line text-stone-800 ${arabic ? 'font-arabic text-xl leading-loose' : 'text-lg leading-relaxed'}`}>{block.content}</p>
          </section>
        );
      })}
    </div>
  );
}
