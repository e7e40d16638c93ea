import { lazy, Suspense, useEffect, useId, useRef, type ComponentType } from 'react';
import { Cover } from '../components/cover';
import { formatClock } from './clock';
import { HistoryIcon, LyricsIcon, NextIcon, PauseIcon, PlayIcon, PreviousIcon, RepeatIcon, ShuffleIcon } from './player-icons';
import { hasQueue } from './play-queue';
import type { PlayerStore } from './player-store';
import { neighbour, type PlayerState } from './player-transitions';
import type { PlayedItem } from './player-types';
import { ProgressSlider } from './progress-slider';
import { StreamMenu } from './stream-menu';
import { TitleLine } from './title-line';
import { PLAY_BUTTON_ID, usePlayPauseKeys } from './player-keys';
import { whenIdle } from '../lib/when-idle';
import { loadLyricsPanel, loadPlayerPanels, loadRecentlyPlayedPanel } from './player-panels';
import { useT } from '../i18n/i18n-context';
import { FollowButton } from '../components/follow-button';

/**
 * The lyrics and the recently played panels open only when asked: they are chunks of their own,
 * fetched when the browser is idle after the bar has appeared (or at the first click before then).
 * A panel whose chunk cannot be had (offline, never fetched) stays shut rather than breaking the page.
 */
const Nothing = () => null;
const panel = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async (): Promise<{ default: ComponentType<P> }> => ({ default: await load().catch(() => Nothing) }));
const LyricsPanel = panel(loadLyricsPanel);
const RecentlyPlayedPanel = panel(loadRecentlyPlayedPanel);

const iconButton =
  'grid size-10 shrink-0 place-items-center rounded-full text-sand-100 transition hover:bg-white/10 hover:text-white disabled:text-white/25 disabled:hover:bg-transparent';


/** Spec §2 player panel, fixed at the foot of every page. */
export function PlayerBar({ player, state }: { player: PlayerStore; state: PlayerState & { current: PlayedItem } }) {
  const lyricsId = useId();
  const recentId = useId();
  const lyricsButton = useRef<HTMLButtonElement>(null);
  const recentButton = useRef<HTMLButtonElement>(null);
  const t = useT();
  const { current } = state;
  const verse = current.verse[0];
  useEffect(() => whenIdle(() => void loadPlayerPanels()), []);
  usePlayPauseKeys(player);
  // A panel closed from inside (its close button, Escape) gives the focus back to its button.
  const closeLyrics = () => {
    player.toggleLyrics();
    lyricsButton.current?.focus();
  };
  const closeRecent = () => {
    player.toggleRecent();
    recentButton.current?.focus();
  };

  return (
    <>
      <Suspense fallback={null}>
        {state.lyricsOpen && verse && <LyricsPanel id={lyricsId} verse={verse} position={state.position} karaokeHref={current.content_type === 'SONG' ? `/song/${current.id}/karaoke` : undefined} songId={current.content_type === 'SONG' ? current.id : undefined} onClose={closeLyrics} />}
        {state.recentOpen && (
          <RecentlyPlayedPanel id={recentId} player={player} played={state.played} current={current} queue={state.queue} onClose={closeRecent} />
        )}
      </Suspense>
      <section
        aria-label={t('player.label')}
        className="on-dark fixed inset-x-0 bottom-0 z-30 h-[4.5rem] border-t border-white/10 bg-teal-950 text-sand-50 shadow-[0_-8px_30px_rgb(0_0_0/0.18)] md:h-20"
      >
        {/*
          On phones a grid: the cover beside two rows, the title line above the controls, so the title
          has the bar's width rather than what the buttons leave (issue 31); from sm one row. A title
          wrapped onto two lines (title-line.tsx) makes room with a lower row of controls.
        */}
        <div className="group/bar relative mx-auto flex h-full max-w-7xl items-center gap-2 px-3 max-sm:grid max-sm:grid-cols-[2.75rem_minmax(0,1fr)_auto] max-sm:grid-rows-[auto_2.5rem] max-sm:content-center max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-0.5 max-sm:has-[[data-wrap]]:grid-rows-[auto_2.25rem] max-sm:has-[[data-wrap]]:gap-y-0 sm:gap-3 sm:px-6 lg:px-8">
          <div className="flex min-w-0 flex-1 items-center gap-3 max-sm:contents md:w-64 md:flex-none lg:w-80">
            <Cover src={current.cover} seed={current.name} width={48} height={48} className="aspect-square w-11 shrink-0 rounded-lg max-sm:row-span-2 max-sm:self-center md:w-12" />
            <div className="min-w-0 max-sm:col-span-2">
              <TitleLine item={current} />
            </div>
          </div>

          <div className="flex items-center sm:gap-1">
            <ModeButton label={t('player.shuffle')} pressed={state.queue.shuffle} onClick={() => player.setShuffle(!state.queue.shuffle)} className="max-md:hidden">
              <ShuffleIcon className="size-5" />
            </ModeButton>
            <button type="button" aria-label={t('player.previous')} title={t('player.previous')} onClick={() => player.previous()} disabled={!canGo(state, 'previous')} className={`${iconButton} max-sm:size-9`}>
              <PreviousIcon className="size-5" />
            </button>
            <PlayButton state={state} onClick={() => player.togglePlay()} />
            <button type="button" aria-label={t('player.next')} title={t('player.next')} onClick={() => player.next()} disabled={!canGo(state, 'next')} className={`${iconButton} max-sm:size-9`}>
              <NextIcon className="size-5" />
            </button>
            <ModeButton label={t(REPEAT_LABEL[state.queue.repeat])} pressed={state.queue.repeat !== 'off'} onClick={() => player.cycleRepeat()} className="max-md:hidden">
              <RepeatIcon one={state.queue.repeat === 'one'} className="size-5" />
            </ModeButton>
          </div>

          {/* On phones the slider runs along the top edge of the bar; from md it sits between its times. */}
          <div className="absolute inset-x-0 -top-[7px] flex items-center gap-3 md:static md:flex-1 md:px-2">
            <span className="hidden w-12 text-right text-xs text-sand-200/80 tabular-nums md:block">{formatClock(state.position)}</span>
            <ProgressSlider player={player} state={state} className="w-full flex-1" />
            <span className="hidden w-12 text-xs text-sand-200/80 tabular-nums md:block">
              {state.duration ? formatClock(state.duration) : (current.formatted_duration ?? '0:00')}
            </span>
          </div>

          <div className="flex items-center max-sm:justify-self-end">
            {current.content_type === 'SONG' && current.artist.id !== undefined && (
              <FollowButton artist={{ id: current.artist.id, name: current.artist.name }} variant="player" />
            )}
            {current.smart && <StreamMenu player={player} stream={current.stream} />}
            {verse && (
              <button
                ref={lyricsButton}
                type="button"
                aria-label={t('player.lyrics')}
                title={t('player.lyrics')}
                aria-expanded={state.lyricsOpen}
                aria-controls={lyricsId}
                onClick={() => player.toggleLyrics()}
                className={`${iconButton} aria-expanded:bg-white/10 aria-expanded:text-teal-300`}
              >
                <LyricsIcon className="size-5" />
              </button>
            )}
            <button
              ref={recentButton}
              type="button"
              aria-label={t('player.recentlyPlayed')}
              title={t('player.recentlyPlayed')}
              aria-expanded={state.recentOpen}
              aria-controls={recentId}
              onClick={() => player.toggleRecent()}
              className={`${iconButton} aria-expanded:bg-white/10 aria-expanded:text-teal-300`}
            >
              <HistoryIcon className="size-5" />
            </button>
          </div>
        </div>
      </section>
    </>
  );
}

const REPEAT_LABEL = { off: 'player.repeat.off', all: 'player.repeat.all', one: 'player.repeat.one' } as const;

/**
 * Whether Previous or Next can do anything: within the list being played (previous always can, it
 * goes back to the start of the item), or else, as spec §4 has it, within the played list.
 */
function canGo(state: PlayerState, direction: 'next' | 'previous'): boolean {
  if (!hasQueue(state.queue)) return neighbour(state, direction) !== null;
  return direction === 'previous' || state.queue.upNext.length > 0 || state.queue.repeat !== 'off';
}

/** A toggle of the player (shuffle, repeat): lit while on. */
function ModeButton({ label, pressed, onClick, className, children }: { label: string; pressed: boolean; onClick: () => void; className?: string; children: React.ReactNode }) {
  return (
    <button type="button" aria-label={label} title={label} aria-pressed={pressed} onClick={onClick} className={`${iconButton} aria-pressed:text-teal-300 ${className ?? ''}`}>
      {children}
    </button>
  );
}

/** Play or pause; while the audio loads, a ring turns around it (spec §4 loading indicator). */
function PlayButton({ state, onClick }: { state: PlayerState; onClick: () => void }) {
  const t = useT();
  const label = t(state.isLoading ? 'player.loading' : state.isPlaying ? 'player.pause' : 'player.play');
  return (
    <button
      id={PLAY_BUTTON_ID}
      type="button"
      aria-label={label}
      aria-busy={state.isLoading}
      onClick={onClick}
      className="relative grid size-11 shrink-0 place-items-center max-sm:size-10 max-sm:group-has-[[data-wrap]]/bar:size-9 rounded-full bg-sand-50 text-teal-950 shadow transition hover:scale-105 hover:bg-white active:scale-95"
    >
      {state.isPlaying ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5 translate-x-px" />}
      {state.isLoading && (
        <span aria-hidden="true" className="absolute -inset-1 animate-spin rounded-full border-2 border-teal-300 border-t-transparent motion-reduce:animate-none" />
      )}
    </button>
  );
}
