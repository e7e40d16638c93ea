import { useState } from 'react';
import { Cover } from '../components/cover';
import type { PlayQueue } from './play-queue';
import { UpNextList } from './up-next-list';
import type { PlayerStore } from './player-store';
import { itemKey, type PlayedItem } from './player-types';
import { RECENT_SHOWN, relativeLabel } from './recently-played';
import { PanelFrame } from './panel-frame';
import { useNow } from './use-player';
import { useT } from '../i18n/i18n-context';

interface RecentlyPlayedPanelProps {
  id: string;
  player: PlayerStore;
  played: PlayedItem[];
  current: PlayedItem | null;
  queue: PlayQueue;
  onClose: () => void;
}

type Tab = 'player.upNext' | 'player.recentlyPlayed';
const REPEAT_NAMES = { off: 'player.repeatShort.off', all: 'player.repeatShort.all', one: 'player.repeatShort.one' } as const;
const panelToggle = 'whitespace-nowrap rounded-full border border-sand-300 px-2.5 py-1 text-xs font-semibold text-stone-600 aria-pressed:border-teal-700 aria-pressed:bg-teal-50 aria-pressed:text-teal-800';
const TABS: Tab[] = ['player.upNext', 'player.recentlyPlayed'];

/**
 * The player's list panel: "Up next" (the rest of the list being played) beside spec §2's Recently
 * Played, the 10 most recent items of the played list, each with how long ago it was played. It
 * opens on Up next when a list is playing. Clear empties the tab shown.
 */
export function RecentlyPlayedPanel({ id, player, played, current, queue, onClose }: RecentlyPlayedPanelProps) {
  const now = useNow(30_000);
  const t = useT();
  const [tab, setTab] = useState<Tab>(queue.upNext.length > 0 ? 'player.upNext' : 'player.recentlyPlayed');
  const recent = played.slice(0, RECENT_SHOWN);
  const currentKey = current ? itemKey(current) : null;
  const upNext = tab === 'player.upNext';
  const clear = (
    <button
      type="button"
      onClick={() => (upNext ? player.clearQueue() : player.clearPlayed())}
      disabled={upNext ? queue.upNext.length === 0 : recent.length === 0}
      className="rounded-full px-3 py-1.5 text-sm font-semibold text-teal-700 transition hover:bg-teal-50 disabled:text-stone-300 disabled:hover:bg-transparent"
    >
      {t('player.clear')}
    </button>
  );

  return (
    <PanelFrame id={id} title={t(tab)} onClose={onClose} actions={clear}>
      <div role="tablist" aria-label={t('player.lists')} className="sticky top-0 z-10 flex flex-wrap items-center gap-1 border-b border-sand-200 bg-white px-3 py-2">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => setTab(name)}
            className="rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap text-stone-600 transition hover:bg-sand-100 aria-selected:bg-teal-700 aria-selected:text-white"
          >
            {t(name)}
            {name === 'player.upNext' && queue.upNext.length > 0 && <span className="ml-1 tabular-nums opacity-80">{queue.upNext.length}</span>}
          </button>
        ))}
        {/* On phones the bar has no room for these; from md they sit beside Previous and Next. */}
        <span className="ml-auto flex gap-1 md:hidden">
          <button type="button" aria-pressed={queue.shuffle} onClick={() => player.setShuffle(!queue.shuffle)} className={panelToggle}>
            {t('player.shuffle')}
          </button>
          <button type="button" aria-pressed={queue.repeat !== 'off'} onClick={() => player.cycleRepeat()} className={panelToggle}>
            {t(REPEAT_NAMES[queue.repeat])}
          </button>
        </span>
      </div>
      {upNext ? (
        <UpNextList player={player} queue={queue} />
      ) : recent.length === 0 ? (
        <div className="px-6 py-10 text-center">
          <p className="font-semibold text-stone-800">{t('player.noRecent')}</p>
          <p className="mt-1 text-sm text-stone-500">{t('player.noRecentHint')}</p>
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
                  <span className="shrink-0 text-xs text-stone-500 tabular-nums">{relativeLabel(item.playedAt, now, t)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </PanelFrame>
  );
}
