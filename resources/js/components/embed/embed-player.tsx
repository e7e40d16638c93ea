import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { usePage } from '@inertiajs/react';
import { Cover } from '../cover';
import { LogoMark } from '../icons';
import { PauseIcon, PlayIcon } from '../../player/player-icons';
import { formatClock } from '../../player/clock';
import { absoluteUrl } from '../../lib/urls';
import { useT } from '../../i18n/i18n-context';
import type { EmbedTrack } from '../../../../server/features/embeds/embeds.presenter';

export interface EmbedPlayback {
  /** The index of the track in the bar. */
  current: number;
  /** Seconds into the current track. */
  position: number;
  playing: boolean;
  /** Starts track `index` (or goes on with the current one): a playlist's track list uses it. */
  play: (index?: number) => void;
}

const PlaybackContext = createContext<EmbedPlayback | null>(null);

/** The playback state, for what is drawn under the bar (the lyrics, a playlist's tracks). */
export function usePlayback(): EmbedPlayback {
  const playback = useContext(PlaybackContext);
  if (!playback) throw new Error('usePlayback outside an EmbedPlayer');
  return playback;
}

interface EmbedPlayerProps {
  /** The tracks it can play, in order; one for a song or an episode. When one ends the next starts. */
  tracks: EmbedTrack[];
  /** The page "Listen on Hees" opens: the record's own (a playlist's, not its current track's). */
  href: string;
  /** What the bar shows when it is not the current track's (a playlist's name and cover before playing). */
  heading?: { name: string; by: string; cover: string | null };
  /** Under the bar, scrolling: the lyrics, or a playlist's tracks (they read the playback with usePlayback). */
  children?: ReactNode;
}

const THUMB =
  '[&::-webkit-slider-thumb]:size-3 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:bg-teal-700 ' +
  '[&::-moz-range-thumb]:size-3 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-teal-700';

/**
 * The player other sites frame: one <audio> element and a few controls, none of the site's player
 * (its store, queue, howler, statistics and panels are the site's, and a frame needs a fraction of
 * them). It fills the frame: the bar at the top, `children` scrolling under it, the link to Hees at the foot.
 */
export function EmbedPlayer({ tracks, href, heading, children }: EmbedPlayerProps) {
  const t = useT();
  const { app } = usePage().props;
  const audio = useRef<HTMLAudioElement>(null);
  const [current, setCurrent] = useState(0);
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const track = tracks[current];
  const shown = started || !heading ? track : undefined;
  const source = track?.audio ?? null;

  // Set when the current track changes by the listener's doing (a pick, or the previous one ending):
  // the new source then plays as soon as it is in place.
  const [autoplay, setAutoplay] = useState(false);
  useEffect(() => {
    if (autoplay) void audio.current?.play().catch(() => setPlaying(false));
  }, [autoplay, current]);

  const playTrack = (index = current) => {
    if (!tracks[index]?.audio) return;
    setStarted(true);
    if (index === current) return void audio.current?.play().catch(() => setPlaying(false));
    setCurrent(index);
    setPosition(0);
    setAutoplay(true);
  };

  const next = () => {
    const following = tracks.findIndex((candidate, index) => index > current && candidate.audio);
    if (following !== -1) playTrack(following);
  };

  const toggle = () => (playing ? audio.current?.pause() : playTrack());

  const pageUrl = absoluteUrl(app.url, href) ?? href;
  const total = duration || 0;
  return (
    <div className="flex h-dvh flex-col overflow-hidden border border-sand-200 bg-white text-stone-900">
      <div className="flex items-center gap-3 p-3">
        <Cover src={(shown ?? heading)?.cover} alt="" seed={(shown ?? heading)?.name} width={96} height={96} priority className="size-20 shrink-0 rounded-xl object-cover sm:size-24" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-bold sm:text-lg" data-testid="embed-title">{(shown ?? heading)?.name}</p>
          <p className="truncate text-sm text-stone-600">{(shown ?? heading)?.by}</p>
          {source ? (
            <div className="mt-2 flex items-center gap-2 text-xs text-stone-500 tabular-nums">
              <span>{formatClock(position)}</span>
              <input
                type="range"
                min={0}
                max={Math.max(total, 1)}
                step="any"
                value={Math.min(position, total || position)}
                disabled={!total}
                onChange={(event) => {
                  const to = Number(event.currentTarget.value);
                  if (audio.current) audio.current.currentTime = to;
                  setPosition(to);
                }}
                aria-label={t('embed.position')}
                aria-valuetext={`${formatClock(position)} / ${formatClock(total)}`}
                style={{ background: `linear-gradient(to right, #0f766e ${total ? (position / total) * 100 : 0}%, #e7e0d4 0%)` }}
                className={`h-1.5 min-w-0 flex-1 cursor-pointer appearance-none rounded-full ${THUMB}`}
              />
              <span>{total ? formatClock(total) : (track?.formatted_duration ?? '0:00')}</span>
            </div>
          ) : (
            <p className="mt-2 text-xs text-stone-500">{t('embed.noAudio')}</p>
          )}
        </div>
        <button
          type="button"
          onClick={toggle}
          disabled={!source}
          aria-label={playing ? t('embed.pause') : t('embed.play', { title: track?.name ?? '' })}
          className="grid size-12 shrink-0 place-items-center rounded-full bg-teal-700 text-white shadow transition hover:bg-teal-800 disabled:bg-stone-300"
        >
          {playing ? <PauseIcon className="size-6" /> : <PlayIcon className="size-6 translate-x-px" />}
        </button>
      </div>
      {children && (
        <PlaybackContext value={{ current, position, playing, play: playTrack }}>
          <div className="min-h-0 flex-1 overflow-y-auto border-t border-sand-200">{children}</div>
        </PlaybackContext>
      )}
      <a
        href={pageUrl}
        target="_blank"
        rel="noopener"
        className="mt-auto flex items-center gap-2 border-t border-sand-200 bg-sand-50 px-3 py-2 text-sm font-semibold text-teal-800 hover:text-teal-900 hover:underline"
      >
        <LogoMark className="size-5" />
        {t('embed.listenOn')}
        <span className="sr-only"> {t('embed.opensInNewTab')}</span>
      </a>
      {source && (
        <audio
          ref={audio}
          src={source}
          preload="none"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
          onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
          onDurationChange={(event) => setDuration(event.currentTarget.duration)}
          onEnded={() => {
            setPlaying(false);
            next();
          }}
        />
      )}
    </div>
  );
}
