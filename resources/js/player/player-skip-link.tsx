import type { MouseEvent } from 'react';
import { browserPlayer } from './browser-player';
import { PLAY_BUTTON_ID } from './player-keys';
import { usePlayerState } from './use-player';
import { useT } from '../i18n/i18n-context';

/**
 * "Skip to the player", beside "Skip to content" at the top of the page, while the player shows: the
 * bar is the last thing on every page, dozens of Tab stops after the content (issue 31). It puts the
 * focus on play/pause, the player's first use.
 */
export function PlayerSkipLink({ className }: { className: string }) {
  const t = useT();
  const state = usePlayerState(browserPlayer());
  if (!state.current) return null;
  return (
    <a href={`#${PLAY_BUTTON_ID}`} onClick={skipToPlayer} className={className}>
      {t('layout.skipToPlayer')}
    </a>
  );
}

/** Focus without a `#player-play` entry in the history (as the skip to content does). */
function skipToPlayer(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(PLAY_BUTTON_ID)?.focus();
}
