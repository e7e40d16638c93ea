import { useState } from 'react';
import { ImageIcon, ShareIcon } from './icons';
import { lyricCardPath } from '../lib/share-links';
import { useT } from '../i18n/i18n-context';

export const MAX_LYRIC_CARD_LINES = 4;

interface LyricCardBarProps {
  verseId: number;
  picked: number[];
  songTitle: string;
  onCancel: () => void;
}

const pill = 'inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold transition';

/**
 * The bar over the lyrics while lines are being picked for a lyric card: how many are picked, the
 * card's preview once asked for, and saving or sharing it (as a file through the phone's share sheet
 * where the browser can, else by opening it).
 */
export function LyricCardBar({ verseId, picked, songTitle, onCancel }: LyricCardBarProps) {
  const t = useT();
  const [previewing, setPreviewing] = useState<string | null>(null);
  const card = picked.length ? lyricCardPath(verseId, picked) : null;
  const preview = previewing === card ? card : null;

  const shareFile = async (url: string) => {
    const blob = await (await fetch(url)).blob();
    const file = new File([blob], 'hees-erayada.png', { type: 'image/png' });
    if (navigator.canShare?.({ files: [file] })) {
      await navigator.share({ files: [file], title: songTitle }).catch(() => undefined);
    } else {
      window.open(url, '_blank', 'noopener');
    }
  };

  return (
    <div className="sticky top-16 z-10 mb-6 rounded-2xl border border-teal-200 bg-white/95 p-3 shadow-md backdrop-blur" role="region" aria-label={t('lyricCard.label')}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm font-medium text-stone-700" aria-live="polite">
          {picked.length ? t('lyricCard.picked', { count: picked.length, max: MAX_LYRIC_CARD_LINES }) : t('lyricCard.pick', { max: MAX_LYRIC_CARD_LINES })}
        </p>
        <button type="button" disabled={!card} onClick={() => setPreviewing(card)} className={`${pill} bg-teal-700 text-white hover:bg-teal-800 disabled:opacity-40`}>
          <ImageIcon className="size-4" />
          {t('lyricCard.make')}
        </button>
        <button type="button" onClick={onCancel} className={`${pill} bg-sand-100 text-stone-700 hover:bg-sand-200`}>
          {t('lyricCard.cancel')}
        </button>
      </div>
      {preview && (
        <div className="mt-3">
          <img src={preview} alt={t('lyricCard.alt', { song: songTitle })} width={1200} height={630} className="aspect-[40/21] w-full rounded-xl bg-sand-200 shadow" />
          <div className="mt-3 flex flex-wrap gap-2">
            <a href={preview} download="hees-erayada.png" className={`${pill} border border-sand-300 text-stone-700 hover:border-teal-600`}>
              {t('lyricCard.download')}
            </a>
            <button type="button" onClick={() => void shareFile(preview)} className={`${pill} border border-sand-300 text-stone-700 hover:border-teal-600`}>
              <ShareIcon className="size-4" />
              {t('lyricCard.share')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** Toggles `number` in the picked lines, keeping them in sung order and at most the card's limit. */
export function togglePicked(picked: number[], number: number): number[] {
  if (picked.includes(number)) return picked.filter((n) => n !== number);
  if (picked.length >= MAX_LYRIC_CARD_LINES) return picked;
  return [...picked, number].sort((a, b) => a - b);
}
