import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { requestPlayback, type PlaybackRequest } from '../player/playback-requests';
import { useListPosition } from './playable-list';
import { PlayIcon } from '../player/player-icons';
import { useT } from '../i18n/i18n-context';

interface PlayButtonProps extends Omit<PlaybackRequest, 'queue'> {
  /** The label ("Play", "Vocals only"): shown on the labelled looks, and the start of the accessible name on all. */
  label: string;
  /** What is played, for screen readers: "Play: Heello Qurxoon". */
  subject: string;
  /** `overlay` is the round icon-only button laid over a cover. */
  variant?: 'primary' | 'secondary' | 'overlay';
  icon?: ReactNode;
  /** Placement (the overlay is positioned by the card it sits on). */
  className?: string;
}

const LOOK = {
  primary: 'inline-flex h-11 items-center gap-2 px-5 font-semibold bg-teal-700 text-white shadow-md hover:bg-teal-800 focus-visible:outline-teal-800 active:scale-[0.97]',
  secondary: 'inline-flex h-11 items-center gap-2 px-5 font-semibold border border-sand-300 bg-white text-stone-800 hover:border-teal-600 hover:text-teal-800 active:scale-[0.97]',
  overlay: 'grid size-11 place-items-center bg-teal-600 text-white shadow-lg ring-1 ring-black/10 hover:scale-105 hover:bg-teal-500 active:scale-95',
};

/** The button's look, shared by the play button and the placeholder that holds its place. */
function PlayButtonFace({ label, variant, icon, className, ...button }: Pick<PlayButtonProps, 'label' | 'icon'> & { variant: NonNullable<PlayButtonProps['variant']>; className: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const overlay = variant === 'overlay';
  return (
    <button type="button" {...button} className={`rounded-full transition ${LOOK[variant]} ${className}`}>
      {icon ?? <PlayIcon className={overlay ? 'size-5 translate-x-px' : 'size-5'} />}
      {!overlay && label}
    </button>
  );
}

/**
 * Asks the player, through the playback-request seam, for a song or an episode: the one way a page
 * starts playback. Inside a PlayableList it plays on through the list (a stem choice plays one item).
 */
export function PlayButton({ id, type, stream, startAt, label, subject, variant = 'primary', icon, className = '' }: PlayButtonProps) {
  const queue = useListPosition(id, type);
  const request: PlaybackRequest = { id, type, ...(stream ? { stream } : queue ? { queue } : {}), ...(startAt ? { startAt } : {}) };
  return <PlayButtonFace label={label} variant={variant} icon={icon} className={className} aria-label={`${label}: ${subject}`} onClick={() => requestPlayback(request)} />;
}

/**
 * Where a play button will be once its list has arrived (an album's songs come a moment after the
 * page): the same size, so nothing moves when the real one takes its place, and not yet usable.
 */
export function PlayButtonPlaceholder({ label }: { label: string }) {
  return <PlayButtonFace label={label} variant="primary" className="opacity-60" disabled aria-busy="true" />;
}

/** In place of a play button when there is no audio yet. */
export function AudioUnavailable() {
  const t = useT();
  return <p className="rounded-full bg-sand-100 px-4 py-2.5 text-sm font-medium text-stone-600">{t('play.unavailable')}</p>;
}
