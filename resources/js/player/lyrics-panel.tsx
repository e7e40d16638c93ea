import { useEffect, useRef, type ReactNode } from 'react';
import { PanelFrame } from './panel-frame';
import { Link } from '../components/link';
import type { SyncedLine, Verse } from './player-types';
import { useT } from '../i18n/i18n-context';
import { cardLines, sungLines, verseText } from '@common/lyrics-lines';
import { useSongExplanations } from '../components/explanations/use-song-explanations';
import { useLineExplanations, type LineExplanations } from '../components/explanations/use-line-explanations';
import { ExplainedLine } from '../components/explanations/explained-line';
import { ExplanationLayer } from '../components/explanations/explanation-layer';
import { ExplainToolbar, PickHint } from '../components/explanations/explain-toolbar';

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
  /** A song's id: its explained lines are marked, and a signed-in listener can explain lines. */
  songId?: number | undefined;
  onClose: () => void;
}

/** The plain lyrics by stanza, each line with its number among the sung lines (as explanations number them). */
function numberedStanzas(text: string): { line: string; number: number }[][] {
  let number = 0;
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((stanza) => sungLines(stanza).map((line) => ({ line, number: number++ })))
    .filter((stanza) => stanza.length > 0);
}

/** A line's words, as a mark or a choice when it has a number among the sung lines. */
const lineOf = (ctl: LineExplanations | null, number: number | null | undefined, text: ReactNode) =>
  ctl && number !== null && number !== undefined ? (
    <ExplainedLine ctl={ctl} line={number}>
      {text}
    </ExplainedLine>
  ) : (
    text
  );

/**
 * The lyrics of the current item's first verse (spec §3). Time-synced lyrics light up line by line
 * and scroll to keep the sung line in the middle; other lyrics are plain text.
 */
export function LyricsPanel({ id, verse: stored, position, karaokeHref, songId, onClose }: LyricsPanelProps) {
  const t = useT();
  // The server's default lyrics, once asked, over the copy kept with the played item (it may be older).
  const fetched = useSongExplanations(songId);
  const verse = fetched.verse ?? stored;
  const lines = verse.lyrics.synced_lyrics;
  const active = lines ? activeLineIndex(lines, position) : -1;
  const body = useRef<HTMLDivElement>(null);
  const sung = sungLines(verseText(verse.lyrics.non_synced_lyrics.original, lines));
  const [ctl, holdLines] = useLineExplanations(songId ?? 0, sung, fetched.explanations);
  // Marks only on lyrics the explanations were numbered in: the server's own copy.
  const explaining = songId !== undefined && fetched.verse !== null ? ctl : null;
  const numbers = lines ? cardLines(lines, sung) : [];
  const busy = ctl.open !== null || ctl.picking;

  useEffect(() => {
    // The sung line is followed only while nothing is open beside a line (it would move away under the listener).
    if (busy) return;
    const container = body.current;
    const line = container?.querySelector<HTMLElement>('[data-active="true"]');
    if (!container || !line) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Scrolls the panel only, never the page behind it (scrollIntoView would move both).
    container.scrollTo({ top: line.offsetTop - container.clientHeight / 2 + line.clientHeight / 2, behavior: smooth ? 'smooth' : 'auto' });
  }, [active, busy]);

  return (
    <PanelFrame
      id={id}
      title={t('player.lyrics')}
      onClose={onClose}
      bodyRef={body}
      actions={
        <>
          {explaining && <ExplainToolbar ctl={explaining} compact />}
          {lines && karaokeHref && (
            // Closed on the way out, so the panel is not open over the page the listener comes back to.
            <Link href={karaokeHref} onClick={onClose} className="rounded-full px-3 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50">
              {t('karaoke.open')}
            </Link>
          )}
        </>
      }
    >
      <div ref={holdLines} className="relative">
      {explaining?.picking && (
        <div className="px-5 pt-4">
          <PickHint ctl={explaining} stickyTop="top-0" />
        </div>
      )}
      {lines ? (
        <ol className="space-y-2.5 px-5 py-5 text-lg leading-snug">
          {lines.map((line, index) => (
            <li
              key={`${line.time}-${index}`}
              data-active={index === active}
              aria-current={index === active ? 'true' : undefined}
              className={`transition-colors duration-300 ${index === active ? 'font-semibold text-teal-700' : index < active ? 'text-stone-400' : 'text-stone-700'}`}
            >
              {lineOf(explaining, numbers[index], line.text)}
            </li>
          ))}
        </ol>
      ) : (
        <div className="space-y-4 px-5 py-5 text-base leading-relaxed text-stone-700">
          {numberedStanzas(verse.lyrics.non_synced_lyrics.original).map((stanza, index) => (
            <p key={index}>
              {stanza.map(({ line, number }) => (
                <span key={number} className="block">
                  {lineOf(explaining, number, line)}
                </span>
              ))}
            </p>
          ))}
        </div>
      )}
      {explaining && <ExplanationLayer ctl={explaining} onPublished={fetched.reload} />}
      </div>
    </PanelFrame>
  );
}
