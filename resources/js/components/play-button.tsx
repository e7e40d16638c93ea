import type { ReactNode } from 'react';
import { requestPlayback, type PlaybackRequest } from '../player/playback-requests';
import { PlayIcon } from './icons';

interface PlayButtonProps extends PlaybackRequest {
  /** The visible label ("Play", "Vocals only"); the accessible name adds what is played. */
  label: string;
  /** What is played, for screen readers: "Play Heello Qurxoon". */
  subject: string;
  variant?: 'primary' | 'secondary';
  icon?: ReactNode;
}

const LOOK = {
  primary: 'bg-teal-700 text-white shadow-md hover:bg-teal-800 focus-visible:outline-teal-800',
  secondary: 'border border-sand-300 bg-white text-stone-800 hover:border-teal-600 hover:text-teal-800',
};

/** Asks the player for a song or an episode (the one way a page starts playback). */
export function PlayButton({ id, type, stream, label, subject, variant = 'primary', icon }: PlayButtonProps) {
  return (
    <button
      type="button"
      aria-label={`${label}: ${subject}`}
      onClick={() => requestPlayback(stream ? { id, type, stream } : { id, type })}
      className={`inline-flex h-11 items-center gap-2 rounded-full px-5 font-semibold transition active:scale-[0.97] ${LOOK[variant]}`}
    >
      {icon ?? <PlayIcon className="size-5" />}
      {label}
    </button>
  );
}

/** In place of a play button when there is no audio yet. */
export function AudioUnavailable() {
  return <p className="rounded-full bg-sand-100 px-4 py-2.5 text-sm font-medium text-stone-600">Audio not available yet</p>;
}
