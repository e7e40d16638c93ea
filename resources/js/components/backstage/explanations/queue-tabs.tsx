import { Link } from '@inertiajs/react';
import { useT } from '../../../i18n/i18n-context';

const tabClass = 'border-b-2 px-1 pb-2 text-sm font-semibold aria-[current=page]:border-stone-900 aria-[current=page]:text-stone-900 border-transparent text-stone-600 hover:text-stone-900';

/** The lyrics queue's two parts: visitors' lyrics and reports, and listeners' line explanations. */
export function LyricsQueueTabs({ current }: { current: 'lyrics' | 'explanations' }) {
  const t = useT();
  return (
    <nav aria-label={t('backstage.dashboard.lyrics')} className="mb-4 flex gap-5 border-b border-stone-200">
      <Link href="/backstage/lyrics" aria-current={current === 'lyrics' ? 'page' : undefined} className={tabClass}>
        {t('backstage.explanations.lyricsTab')}
      </Link>
      <Link href="/backstage/lyrics/explanations" aria-current={current === 'explanations' ? 'page' : undefined} className={tabClass}>
        {t('backstage.explanations.tab')}
      </Link>
    </nav>
  );
}
