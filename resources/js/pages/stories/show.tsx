import { usePage } from '@inertiajs/react';
import { Link } from '../../components/link';
import type { PageMeta, Story, StoryBlock } from '../../types/props';
import { formatShortDate } from '@common/format';
import { newsArticle } from '../../lib/structured-data';
import { ShareButton } from '../../components/share-button';
import { shareCardPath, shareCard } from '../../lib/share-links';
import { Seo } from '../../components/seo';
import { Cover, useRenditions } from '../../components/cover';
import { ArrowLeftIcon, ExternalIcon, NewspaperIcon } from '../../components/icons';
import { useT } from '../../i18n/i18n-context';
import { blockDirection } from '@common/block-language';

interface StoryPageProps extends PageMeta {
  story: Story;
}

/**
 * Block text is sanitized on the server (inline emphasis and links only). Each text block carries its
 * own direction (blockDirection): an Arabic one right to left in the Arabic face between Somali ones,
 * one with no language chosen as its text runs (dir="auto").
 */
function Block({ block }: { block: StoryBlock }) {
  if (block.type === 'image') return <BlockImage src={block.data.url} />;
  const { dir, lang, arabic } = blockDirection(block.language);
  const shared = { dir, lang, 'data-language': block.language, dangerouslySetInnerHTML: { __html: block.data.text } };
  if (block.type === 'heading') {
    return <h2 {...shared} className={`pt-2 text-2xl font-bold tracking-tight text-stone-900 ${arabic ? 'font-arabic leading-loose' : ''}`} />;
  }
  return <p {...shared} className={arabic ? 'font-arabic text-xl leading-loose' : undefined} />;
}

/** The article column: max-w-3xl less its padding. */
const COLUMN_SIZES = '(min-width: 768px) 720px, calc(100vw - 2rem)';

/** A picture inside the story, its size unknown until it loads; stored ones in resized copies. */
function BlockImage({ src }: { src: string }) {
  const renditions = useRenditions(src, 720, COLUMN_SIZES);
  return <img src={renditions?.src ?? src} srcSet={renditions?.srcSet} sizes={renditions?.sizes} alt="" loading="lazy" decoding="async" className="w-full rounded-2xl bg-sand-200 object-cover" />;
}

/** Spec §2 `/story/{id}`: the story's blocks, with a way back to the news. */
export default function StoryPage({ title, description, story }: StoryPageProps) {
  const t = useT();
  const { app } = usePage().props;
  const published = formatShortDate(story.published_at, t);
  // The header picture is usually repeated as the story's image block; show it once.
  const blocks = story.blocks.filter((block) => !(block.type === 'image' && block.data.url === story.image));
  return (
    <>
      <Seo title={title} description={description} canonical={`/story/${story.id}`} card={shareCard('story', story.id, story.title, story.source.name ?? story.author)} type="article" jsonLd={newsArticle(story, app.name, app.url)} />
      <article className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 lg:px-8">
        <Link href="/stories" className="inline-flex items-center gap-2 text-sm font-semibold text-teal-800 hover:underline">
          <ArrowLeftIcon className="size-4" />
          {t('story.back')}
        </Link>
        <header className="mt-6">
          <p className="text-xs font-semibold tracking-[0.14em] text-teal-700 uppercase">{[story.source.name, published].filter(Boolean).join(' · ')}</p>
          <h1 className="mt-2 text-3xl leading-tight font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl">{story.title}</h1>
          {story.author && <p className="mt-3 text-stone-600">{t('story.by', { author: story.author })}</p>}
          <div className="mt-5">
            <ShareButton path={`/story/${story.id}`} title={story.title} image={shareCardPath('story', story.id)} />
          </div>
        </header>
        <div className="mt-8 overflow-hidden rounded-2xl shadow-md">
          <Cover src={story.image} seed={story.title} icon={NewspaperIcon} width={1200} height={630} sizes={COLUMN_SIZES} priority className="aspect-[40/21] w-full" />
        </div>
        <div className="mt-8 space-y-5 text-lg leading-relaxed text-stone-800 [&_a]:text-teal-800 [&_a]:underline">
          {blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </div>
        {story.source_article && (
          <p className="mt-10 border-t border-sand-200 pt-5 text-sm text-stone-500">
            {t('story.source')}{' '}
            <a href={story.source_article} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 font-semibold text-teal-800 hover:underline">
              {story.source.name ?? t('story.originalArticle')}
              <ExternalIcon className="size-3.5" />
            </a>
          </p>
        )}
      </article>
    </>
  );
}
