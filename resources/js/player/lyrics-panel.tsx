import { useEffect, useRef } from 'react';
import { PanelFrame } from './panel-frame';
import { Link } from '../components/link';
import type { SyncedLine, Verse } from './player-types';
import { useT } from '../i18n/i18n-context';

/** The line being sung: the last one whose time has come. */
export function activeLineIndex(lines: readonly SyncedLine[], position: number): number {
  let active = -1;
  for (let i = 0; i < lines.length && lines[i]!.time <= position; i++) active = i;
  return active;
}

interface LyricsPanelProps {
  id: string;
  verse: Verse;
  position: number;
  /** The item's karaoke page (a song's), offered when its lines are synced. */
  karaokeHref?: string | undefined;
  onClose: () => void;
}

/**
 * The lyrics of the current item's first verse (spec §3). Time-synced lyrics light up line by line
 * and scroll to keep the sung line in the middle; other lyrics are plain text.
 */
export function LyricsPanel({ id, verse, position, karaokeHref, onClose }: LyricsPanelProps) {
  const t = useT();
  const lines = verse.lyrics.synced_lyrics;
  const active = lines ? activeLineIndex(lines, position) : -1;
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = body.current;
    const line = container?.querySelector<HTMLElement>('[data-active="true"]');
    if (!container || !line) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Scrolls the panel only, never the page behind it (scrollIntoView would move both).
    container.scrollTo({ top: line.offsetTop - container.clientHeight / 2 + line.clientHeight / 2, behavior: smooth ? 'smooth' : 'auto' });
  }, [active]);

  return (
    <PanelFrame
      id={id}
      title={t('player.lyrics')}
      onClose={onClose}
      bodyRef={body}
      actions={
        lines && karaokeHref ? (
          // Closed on the way out, so the panel is not open over the page the listener comes back to.
          <Link href={karaokeHref} onClick={onClose} className="rounded-full px-3 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50">
            {t('karaoke.open')}
          </Link>
        ) : undefined
      }
    >
      {lines ? (
        <ol className="space-y-2.5 px-5 py-5 text-lg leading-snug">
          {lines.map((line, index) => (
            <li
              key={`${line.time}-${index}`}
              data-active={index === active}
              aria-current={index === active ? 'true' : undefined}
              className={`transition-colors duration-300 ${index === active ? 'font-semibold text-teal-700' : index < active ? 'text-stone-400' : 'text-stone-700'}`}
            >
              {line.text}
            </li>
          ))}
        </ol>
      ) : (
        <p className="px-5 py-5 text-base leading-relaxed whitespace-pre-line text-stone-700">{verse.lyrics.non_synced_lyrics.original}</p>
      )}
    </PanelFrame>
  );
}
