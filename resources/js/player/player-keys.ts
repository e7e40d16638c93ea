import { useEffect } from 'react';
import type { PlayerStore } from './player-store';

/** The bar's play/pause button: where the skip link "to the player" puts the focus. */
export const PLAY_BUTTON_ID = 'player-play';

/**
 * What Space and K already do where the focus is: type, press a button, follow a link, move a
 * slider, open a menu. Only elsewhere (the page itself, the text of the content) do they play/pause.
 */
const CONTROLS = [
  'input',
  'textarea',
  'select',
  'button',
  'summary',
  'a[href]',
  'audio',
  'video',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  ...['button', 'link', 'checkbox', 'radio', 'switch', 'slider', 'spinbutton', 'tab', 'menuitem', 'option', 'textbox', 'combobox', 'searchbox'].map((role) => `[role="${role}"]`),
].join(',');

export function isPlayPauseKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.key !== ' ' && event.key !== 'k' && event.key !== 'K') return false;
  const target = event.target instanceof Element ? event.target : null;
  return !target?.closest(CONTROLS);
}

/**
 * Space and K play and pause while the focus is on no control, as media sites do (issue 31). Bound
 * only while the bar shows: with nothing to play, Space scrolls the page as it always does.
 */
export function usePlayPauseKeys(player: PlayerStore) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPlayPauseKey(event)) return;
      // Space would also scroll the page.
      event.preventDefault();
      player.togglePlay();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [player]);
}
