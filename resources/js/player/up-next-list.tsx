import { ThumbLabel } from '../components/thumb-label';
import type { PlayerStore } from './player-store';
import type { PlayQueue } from './play-queue';
import { entryKey } from './play-queue';
import { useT } from '../i18n/i18n-context';

const small = 'grid size-8 shrink-0 place-items-center rounded-full text-stone-500 transition hover:bg-sand-100 hover:text-stone-900 disabled:opacity-30 disabled:hover:bg-transparent';

/**
 * "Up next" (issue: continuous play): what plays after the current item, in order; each entry can
 * be played now, moved up or down, or removed.
 */
export function UpNextList({ player, queue }: { player: PlayerStore; queue: PlayQueue }) {
  const t = useT();
  if (queue.upNext.length === 0) {
    return (
      <div className="px-6 py-10 text-center">
        <p className="font-semibold text-stone-800">{t('player.nothingUpNext')}</p>
        <p className="mt-1 text-sm text-stone-500">{t('player.nothingUpNextHint')}</p>
      </div>
    );
  }
  return (
    <ol className="py-2">
      {queue.upNext.map((entry, index) => (
        <li key={`${entryKey(entry)}:${index}`} className="flex items-center gap-1 pr-2 transition hover:bg-sand-100" data-testid="up-next-entry">
          <button type="button" onClick={() => player.playQueued(index)} className="flex min-w-0 flex-1 items-center gap-3 py-2 pl-4 text-left">
            <ThumbLabel image={entry.cover} name={entry.name} detail={entry.artist} grow />
          </button>
          <button type="button" aria-label={`Move ${entry.name} up`} disabled={index === 0} onClick={() => player.moveQueued(index, -1)} className={small}>
            ↑
          </button>
          <button type="button" aria-label={`Move ${entry.name} down`} disabled={index === queue.upNext.length - 1} onClick={() => player.moveQueued(index, 1)} className={small}>
            ↓
          </button>
          <button type="button" aria-label={t('player.removeFromUpNext', { name: entry.name })} onClick={() => player.removeQueued(index)} className={small}>
            ✕
          </button>
        </li>
      ))}
    </ol>
  );
}
