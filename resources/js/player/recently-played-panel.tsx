import { Cover } from '../components/cover';
import type { PlayerStore } from './player-store';
import { itemKey, type PlayedItem } from './player-types';
import { RECENT_SHOWN, relativeLabel } from './recently-played';
import { PanelFrame } from './panel-frame';
import { useNow } from './use-player';

interface RecentlyPlayedPanelProps {
  id: string;
  player: PlayerStore;
  played: PlayedItem[];
  current: PlayedItem | null;
  onClose: () => void;
}

/** Spec §2: the 10 most recent items of the played list, each with how long ago it was played. */
export function RecentlyPlayedPanel({ id, player, played, current, onClose }: RecentlyPlayedPanelProps) {
  const now = useNow(30_000);
  const recent = played.slice(0, RECENT_SHOWN);
  const currentKey = current ? itemKey(current) : null;
  const clear = (
    <button
      type="button"
      onClick={() => player.clearPlayed()}
      disabled={recent.length === 0}
      className="rounded-full px-3 py-1.5 text-sm font-semibold text-teal-700 transition hover:bg-teal-50 disabled:text-stone-300 disabled:hover:bg-transparent"
    >
      Clear
    </button>
  );

  return (
    <PanelFrame id={id} title="Recently played" onClose={onClose} actions={clear}>
      {recent.length === 0 ? (
        <div className="px-6 py-10 text-center">
          <p className="font-semibold text-stone-800">No recently played songs</p>
          <p className="mt-1 text-sm text-stone-500">Songs you play will appear here</p>
        </div>
      ) : (
        <ul className="py-2">
          {recent.map((item) => {
            const isCurrent = itemKey(item) === currentKey;
            return (
              <li key={itemKey(item)}>
                <button
                  type="button"
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => void player.request({ id: item.id, type: item.content_type, ...(item.stream ? { stream: item.stream } : {}) })}
                  className="flex w-full items-center gap-3 px-4 py-2 text-left transition hover:bg-sand-100 aria-[current=true]:bg-teal-50"
                >
                  <Cover src={item.cover} seed={item.name} width={40} height={40} className="aspect-square w-10 shrink-0 rounded-lg" />
                  <span className="min-w-0 flex-1">
                    <span className={`block truncate text-sm font-semibold ${isCurrent ? 'text-teal-700' : 'text-stone-900'}`}>{item.name}</span>
                    <span className="block truncate text-xs text-stone-500">{item.artist.name}</span>
                  </span>
                  <span className="shrink-0 text-xs text-stone-500 tabular-nums">{relativeLabel(item.playedAt, now)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </PanelFrame>
  );
}
