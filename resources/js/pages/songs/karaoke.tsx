import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useEveryFrame } from '../../lib/use-every-frame';
import { router } from '@inertiajs/react';
import { Link } from '../../components/link';
import { Seo } from '../../components/seo';
import { ShareButton } from '../../components/share-button';
import { CloseIcon } from '../../components/icons';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from '../../player/player-icons';
import { browserPlayer } from '../../player/browser-player';
import { formatClock } from '../../player/clock';
import { lyricCardPath, shareCard } from '../../lib/share-links';
import { lineAt, lineProgress, momentPath, stepLine } from '../../lib/karaoke-lines';
import { useT } from '../../i18n/i18n-context';
import type { KaraokeProps } from '../../../../server/features/karaoke/karaoke.presenter';
import { CommentIcon } from '../../components/icons';
import { useSongExplanations } from '../../components/explanations/use-song-explanations';
import { useLineExplanations } from '../../components/explanations/use-line-explanations';
import { ExplanationLayer } from '../../components/explanations/explanation-layer';

type Lyrics = NonNullable<KaraokeProps['lyrics']>;
type Audio = NonNullable<KaraokeProps['audio']>;
type Stem = 'music' | 'mix';

const NO_EXPLANATIONS: never[] = [];

const roundButton = 'grid place-items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300';

/** Keys on these keep their own meaning (a button's Space, a slider's arrows). */
const ownsKeys = (target: EventTarget | null) => target instanceof HTMLElement && target.closest('button, a, input, select, textarea, [contenteditable="true"]') !== null;

/**
 * `/song/{id}/karaoke`: the song's synced lines full screen, over its music-only stem when it has
 * one. Its own <audio> element, not the site's player: the line shown follows the element's
 * `currentTime`, read every animation frame while playing (the site player reads its position every
 * 250 ms, too coarse to keep within 100 ms of the singing), and after every seek, pause and stall.
 */
export default function KaraokePage({ title, description, song, audio, lyrics }: KaraokeProps) {
  const t = useT();
  const canonical = `/song/${song.id}/karaoke`;
  return (
    <>
      <Seo title={title} description={description} canonical={canonical} card={shareCard('song', song.id, song.name, song.artist.name)} />
      {lyrics && audio ? <Karaoke song={song} audio={audio} lyrics={lyrics} /> : <Unavailable song={song} message={lyrics ? t('karaoke.noAudio') : t('karaoke.noLyrics')} />}
    </>
  );
}
// Full screen: none of the site's header, menu, footer or player bar.
KaraokePage.layout = (page: ReactNode) => page;

function Unavailable({ song, message }: { song: KaraokeProps['song']; message: string }) {
  const t = useT();
  return (
    <main className="grid min-h-dvh place-items-center bg-stone-950 px-6 text-center text-sand-50">
      <div className="max-w-md">
        <p className="text-sm font-semibold tracking-[0.14em] text-teal-300 uppercase">{t('karaoke.open')}</p>
        <h1 className="mt-2 text-3xl font-bold">{song.name}</h1>
        <p className="mt-1 text-sand-200">{song.artist.name}</p>
        <p className="mt-6 text-lg text-sand-100" data-testid="karaoke-unavailable">
          {message}
        </p>
        <Link href={`/song/${song.id}`} className="mt-8 inline-flex h-11 items-center rounded-full bg-teal-600 px-5 font-semibold text-white hover:bg-teal-500">
          {t('karaoke.back')}
        </Link>
      </div>
    </main>
  );
}

function Karaoke({ song, audio, lyrics }: { song: KaraokeProps['song']; audio: Audio; lyrics: Lyrics }) {
  const t = useT();
  const element = useRef<HTMLAudioElement>(null);
  const [stem, setStem] = useState<Stem>(audio.music ? 'music' : 'mix');
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  // A stem switch in progress: where to go on in the new source, and whether to play there.
  const switching = useRef<{ time: number; play: boolean } | null>(null);
  const lines = lyrics.lines;
  const songHref = `/song/${song.id}`;
  // Line explanations number the default lyrics' lines: marked here only when karaoke sings that version.
  const fetched = useSongExplanations(song.id);
  const [explained, holdLines] = useLineExplanations(song.id, [], fetched.verse?.id === lyrics.verse_id ? fetched.explanations : NO_EXPLANATIONS);

  // A seek the element has not finished (before its metadata is in, Chromium still reports the old
  // position): where it is going, so line after line (→ → →) counts from there.
  const seeking = useRef<number | null>(null);

  /** Where a stem switch or a seek on its way is taking the audio; undefined when none is. */
  const pendingTime = useCallback(() => switching.current?.time ?? seeking.current ?? undefined, []);
  /** The audio clock: the element's own position (or where a seek or a stem switch is taking it). */
  const clock = useCallback(() => pendingTime() ?? element.current?.currentTime ?? 0, [pendingTime]);
  const readClock = useCallback(() => setPosition(clock()), [clock]);

  // Every frame while playing: the shown line follows the audio, never a timer of its own, so a
  // stall (buffering) holds the line and a seek moves it at once; rendered within the frame.
  useEveryFrame(playing, readClock);

  const play = useCallback(() => {
    // One thing sings at a time: the site's player (kept across visits) stops if it was playing.
    const site = browserPlayer();
    if (site?.getState().isPlaying) site.pause();
    void element.current?.play().catch(() => setPlaying(false));
  }, []);
  const toggle = useCallback(() => {
    if (switching.current) switching.current.play = !switching.current.play;
    else if (element.current?.paused) play();
    else element.current?.pause();
  }, [play]);

  const seek = useCallback((time: number) => {
    if (switching.current) switching.current.time = time;
    else if (element.current) {
      seeking.current = time;
      element.current.currentTime = time;
    }
    setPosition(time);
  }, []);

  // Come from the site's player playing this song: it stops, and karaoke takes over at its position
  // (playing on where the browser allows it; the visit was the listener's click). Any other item just stops.
  useEffect(() => {
    const site = browserPlayer();
    const state = site?.getState();
    if (!site || !state?.isPlaying) return;
    site.pause();
    if (state.current?.content_type === 'SONG' && state.current.id === song.id && element.current) {
      element.current.currentTime = state.position;
      setPosition(state.position);
      play();
    }
  }, [song.id, play]);

  // The server's <audio> may have read its metadata before React took the page over (its event then went unheard).
  useEffect(() => {
    const loaded = element.current;
    if (loaded && loaded.readyState >= 1 && Number.isFinite(loaded.duration)) setDuration(loaded.duration);
  }, []);

  const active = lineAt(lines, position);
  // The position on screen (committed in this frame): → and ← count from the line the listener sees.
  // The clock may have crossed into the next line since that frame (by a frame or, on a busy phone,
  // several), and counting from the clock would then skip the line the listener was waiting for.
  const shownPosition = useRef(position);
  useLayoutEffect(() => {
    shownPosition.current = position;
  }, [position]);
  const seekLine = useCallback((by: -1 | 1) => {
    // A stem switch or a seek on its way counts from where it goes, so → → → moves line after line.
    const to = stepLine(lines, lineAt(lines, pendingTime() ?? shownPosition.current), by);
    if (to !== -1) seek(lines[to]!.time);
  }, [lines, pendingTime, seek]);

  const switchStem = (to: Stem) => {
    const audioElement = element.current;
    if (to === stem || !audioElement) return;
    switching.current = { time: clock(), play: !audioElement.paused };
    seeking.current = null;
    setStem(to);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === ' ' || event.key === 'Spacebar') {
        if (ownsKeys(event.target)) return;
        event.preventDefault();
        toggle();
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        if (event.target instanceof HTMLInputElement) return;
        event.preventDefault();
        // Arrows keep their sense on screen, so in right-to-left lyrics → still means "later".
        seekLine(event.key === 'ArrowRight' ? 1 : -1);
      } else if (event.key === 'Escape') {
        // An open share panel or explanation takes Escape first (on the document, before this window
        // listener) and marks it handled, so it is not seen here.
        router.visit(songHref);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle, seekLine, songHref]);

  const source = stem === 'music' && audio.music ? audio.music : audio.mix;
  const current = lines[active];
  const progress = lineProgress(lines, active, position, duration);
  const shareLine = current ?? lines[0]!;
  const shareAt = current ? current.time : 0;
  const explainedLine = current?.card_line ?? null;
  const hasExplanation = explainedLine !== null && explained.byLine.has(explainedLine);

  return (
    <div data-karaoke data-karaoke-line={active} className="fixed inset-0 flex flex-col overflow-hidden bg-stone-950 text-sand-50">
      {song.cover && <img src={song.cover} alt="" aria-hidden="true" className="pointer-events-none absolute inset-0 size-full scale-110 object-cover opacity-25 blur-2xl" />}
      <header className="relative flex items-center gap-3 px-3 pt-3 sm:px-5 sm:pt-4">
        <Link href={songHref} aria-label={t('karaoke.close')} className={`${roundButton} size-11 shrink-0 bg-white/10 hover:bg-white/20`}>
          <CloseIcon className="size-6" />
        </Link>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-bold sm:text-lg">{song.name}</h1>
          <p className="truncate text-sm text-sand-200">{song.artist.name}</p>
        </div>
        <ShareButton
          align="end"
          path={momentPath(song.id, shareAt)}
          title={t('karaoke.shareTitle', { song: song.name, artist: song.artist.name, time: formatClock(shareAt) })}
          {...(shareLine.card_line !== null ? { image: lyricCardPath(lyrics.verse_id, [shareLine.card_line]) } : {})}
        />
      </header>

      <main
        aria-label={t('karaoke.lines')}
        dir={lyrics.rtl ? 'rtl' : undefined}
        className="relative flex min-h-0 flex-1 flex-col items-center justify-center gap-[3vmin] px-5 text-center sm:px-10"
      >
        <p data-index={active - 1} className="line-clamp-2 min-h-[1.3em] text-[clamp(1rem,3.6vmin,2rem)] leading-tight text-sand-50/40">
          {lines[active - 1]?.text ?? ''}
        </p>
        {current ? (
          <div ref={holdLines} className="w-full max-w-5xl">
            <p
              data-index={active}
              data-active="true"
              aria-current="true"
              data-explained={hasExplanation ? 'true' : undefined}
              className={`text-[clamp(1.75rem,7.5vmin,4.75rem)] leading-[1.12] font-bold text-balance [overflow-wrap:anywhere] ${hasExplanation ? 'underline decoration-amber-300 decoration-dotted decoration-[0.06em] underline-offset-[0.18em]' : ''}`}
              style={{
                // The sung part fills in teal across the line's time (no word timings: an even sweep).
                backgroundImage: `linear-gradient(to ${lyrics.rtl ? 'left' : 'right'}, #5eead4 ${progress * 100}%, #fbf8f3 ${progress * 100}%)`,
                WebkitBackgroundClip: 'text',
                backgroundClip: 'text',
                color: 'transparent',
              }}
            >
              {current.text}
            </p>
            <div className="mx-auto mt-[2.5vmin] h-1 w-full max-w-md overflow-hidden rounded-full bg-white/15" aria-hidden="true">
              <div className={`h-full bg-teal-300 ${lyrics.rtl ? 'ml-auto' : ''}`} style={{ width: `${progress * 100}%` }} />
            </div>
            {hasExplanation && (
              <button
                type="button"
                data-line={explainedLine}
                aria-expanded={explained.open === explainedLine}
                aria-haspopup="dialog"
                onClick={() => explained.toggle(explainedLine)}
                className="mt-[2vmin] inline-flex items-center gap-2 rounded-full bg-amber-300 px-4 py-2 text-sm font-semibold text-stone-950 transition hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300"
              >
                <CommentIcon className="size-4" />
                {t('explain.show')}
              </button>
            )}
          </div>
        ) : (
          <p data-index={-1} className="text-[clamp(1.5rem,6vmin,3.5rem)] font-bold text-teal-200">
            {position > 0 ? '♪' : t('karaoke.start')}
          </p>
        )}
        <p data-index={active + 1} className="line-clamp-2 min-h-[1.3em] text-[clamp(1.1rem,4.4vmin,2.5rem)] leading-tight font-semibold text-sand-50/75">
          {lines[active + 1]?.text ?? ''}
        </p>
      </main>

      <ExplanationLayer ctl={explained} onPublished={fetched.reload} sheet />

      <footer className="relative px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-5">
        <div className="mx-auto flex max-w-3xl items-center gap-2 text-xs text-sand-200 tabular-nums">
          <span>{formatClock(position)}</span>
          <input
            type="range"
            min={0}
            max={Math.max(duration, 1)}
            step="any"
            value={duration ? Math.min(position, duration) : 0}
            disabled={!duration}
            onChange={(event) => seek(Number(event.currentTarget.value))}
            aria-label={t('karaoke.position')}
            aria-valuetext={`${formatClock(position)} / ${formatClock(duration)}`}
            className="h-1.5 min-w-0 flex-1 cursor-pointer accent-teal-400"
          />
          <span>{formatClock(duration)}</span>
        </div>
        <div className="mx-auto mt-2 flex max-w-3xl flex-wrap items-center justify-center gap-x-6 gap-y-2">
          <div className="flex items-center gap-3">
            <button type="button" onClick={() => seekLine(-1)} aria-label={t('karaoke.previousLine')} className={`${roundButton} size-11 bg-white/10 hover:bg-white/20`}>
              <PreviousIcon className="size-5" />
            </button>
            <button
              type="button"
              onClick={toggle}
              aria-label={playing ? t('karaoke.pause') : t('karaoke.play')}
              data-testid="karaoke-play"
              className={`${roundButton} size-14 bg-teal-500 text-stone-950 shadow-lg hover:bg-teal-400`}
            >
              {playing ? <PauseIcon className="size-7" /> : <PlayIcon className="size-7 translate-x-px" />}
            </button>
            <button type="button" onClick={() => seekLine(1)} aria-label={t('karaoke.nextLine')} className={`${roundButton} size-11 bg-white/10 hover:bg-white/20`}>
              <NextIcon className="size-5" />
            </button>
          </div>
          {audio.music && (
            <div role="group" aria-label={t('karaoke.stream')} className="flex rounded-full bg-white/10 p-1 text-sm font-semibold">
              {(['music', 'mix'] as const).map((choice) => (
                <button
                  key={choice}
                  type="button"
                  aria-pressed={stem === choice}
                  onClick={() => switchStem(choice)}
                  title={choice === 'music' && audio.approximate ? t('karaoke.approximate') : undefined}
                  className={`h-9 rounded-full px-4 transition ${stem === choice ? 'bg-sand-50 text-stone-900' : 'text-sand-100 hover:bg-white/10'}`}
                >
                  {choice === 'music' ? t('karaoke.music') : t('karaoke.fullMix')}
                </button>
              ))}
            </div>
          )}
        </div>
        <p className="mt-2 hidden text-center text-xs text-sand-200/80 [@media(min-height:560px)]:sm:block">{t('karaoke.keys')}</p>
      </footer>

      <audio
        ref={element}
        src={source}
        preload="metadata"
        data-stem={stem}
        onPlay={() => setPlaying(true)}
        onPause={() => {
          setPlaying(false);
          readClock();
        }}
        onSeeked={(event) => {
          // The end of the latest seek only (one made before it may end after another has begun, and
          // the element is then seeking still). Not told by where the audio is: a busy phone hears
          // `seeked` after the audio has played on from the target, and the clock held there froze the line.
          if (!event.currentTarget.seeking) seeking.current = null;
          readClock();
        }}
        onWaiting={readClock}
        onTimeUpdate={() => {
          if (!playing) readClock();
        }}
        onLoadedMetadata={(event) => {
          const loaded = event.currentTarget;
          if (Number.isFinite(loaded.duration)) setDuration(loaded.duration);
          const resume = switching.current;
          // A seek made before the metadata came: made now (its `seeked` ends it).
          if (!resume && seeking.current !== null && Math.abs(loaded.currentTime - seeking.current) > 0.01) loaded.currentTime = seeking.current;
          if (!resume) return;
          // The new stem goes on where the other one was, playing if it played.
          switching.current = null;
          loaded.currentTime = resume.time;
          if (resume.play) play();
          else readClock();
        }}
        onDurationChange={(event) => {
          // NaN while a switched stem loads: the old length stays shown until the new one is known.
          if (Number.isFinite(event.currentTarget.duration)) setDuration(event.currentTarget.duration);
        }}
        onEnded={() => setPlaying(false)}
      />
    </div>
  );
}
