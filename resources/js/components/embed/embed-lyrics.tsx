import { useEffect, useRef } from 'react';
import { activeLineIndex } from '../../player/lyrics-panel';
import { useT } from '../../i18n/i18n-context';
import { usePlayback } from './embed-player';
import type { EmbedLyrics as Lyrics } from '../../../../server/features/embeds/embeds.presenter';

/**
 * The song's lyrics under the embedded player. Synced lines light up as they are sung and the box
 * scrolls to keep the sung line in view (the box only, never the host page: no scrollIntoView);
 * other lyrics are plain lines.
 */
export function EmbedLyrics({ lyrics }: { lyrics: Lyrics }) {
  const t = useT();
  const { position } = usePlayback();
  const box = useRef<HTMLOListElement>(null);
  const synced = lyrics.synced;
  const active = synced ? activeLineIndex(synced, position) : -1;

  useEffect(() => {
    const scroller = box.current?.parentElement;
    const line = box.current?.querySelector<HTMLElement>('[data-active="true"]');
    if (!scroller || !line) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scroller.scrollTo({ top: line.offsetTop - scroller.clientHeight / 2 + line.clientHeight / 2, behavior: smooth ? 'smooth' : 'auto' });
  }, [active]);

  const lines = synced ? synced.map((line) => line.text) : lyrics.lines;
  return (
    <ol ref={box} aria-label={t('embed.lyrics')} dir={lyrics.rtl ? 'rtl' : undefined} className="relative space-y-1.5 px-4 py-3 text-base leading-snug">
      {lines.map((text, index) => (
        <li
          key={index}
          data-active={index === active}
          aria-current={index === active ? 'true' : undefined}
          className={`transition-colors duration-300 ${index === active ? 'font-semibold text-teal-700' : synced && index < active ? 'text-stone-400' : 'text-stone-700'}`}
        >
          {text}
        </li>
      ))}
    </ol>
  );
}
