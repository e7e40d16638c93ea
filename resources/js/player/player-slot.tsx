import { browserPlayer } from './browser-player';
import { PlayerBar } from './player-bar';
import { usePlayerState } from './use-player';

/**
 * The persistent bottom player, mounted once by the site layout outside every page, so playback goes
 * on across Inertia visits. Hidden until there is a current item (spec §4); while shown, a spacer as
 * tall as the bar keeps the foot of the page (the footer) from hiding behind it.
 */
export function PlayerSlot() {
  const player = browserPlayer();
  const state = usePlayerState(player);
  const current = state.current;
  if (!player || !current) return null;
  return (
    <>
      <div aria-hidden="true" className="h-[4.5rem] shrink-0 md:h-20" />
      <PlayerBar player={player} state={{ ...state, current }} />
    </>
  );
}
