import { requestPlayback, type PlayableType } from '../player/playback-requests';
import { PlayIcon } from '../player/player-icons';

interface CardPlayButtonProps {
  id: number;
  type: PlayableType;
  /** Names the button for screen readers: "Play {name}". */
  name: string;
  className?: string;
}

/** A round play button for cards: asks the player, through the playback-request seam, to play the item. */
export function CardPlayButton({ id, type, name, className = '' }: CardPlayButtonProps) {
  return (
    <button
      type="button"
      aria-label={`Play ${name}`}
      onClick={() => requestPlayback({ id, type })}
      className={`grid size-11 place-items-center rounded-full bg-teal-600 text-white shadow-lg ring-1 ring-black/10 transition hover:scale-105 hover:bg-teal-500 active:scale-95 ${className}`}
    >
      <PlayIcon className="size-5 translate-x-px" />
    </button>
  );
}
