import { APP_STARTING_ATTRIBUTE, PENDING_CLICK_ATTRIBUTE as PENDING } from '@common/early-click-contract';

/**
 * The tap on a button that came before the app had started (on a slow phone the page is readable,
 * and tapped, seconds before its JavaScript runs). The app start script (server/inertia/app-start-script.ts)
 * marks the last such button `data-pending-click`; once React has taken the page over, that button is
 * clicked again, so the song the listener tapped plays and the menu they tapped opens.
 */

let pending: HTMLButtonElement | null = null;

/**
 * Called just before hydration starts. From here on React queues and replays clicks itself, so the
 * start script must stop keeping them (or a tap would be carried out twice). The kept button loses its
 * mark: React hydrates the markup as the server rendered it, and an attribute it did not render is a
 * hydration mismatch.
 */
export function stopKeepingEarlyClicks(): void {
  document.documentElement.setAttribute(APP_STARTING_ATTRIBUTE, '');
  pending = document.querySelector<HTMLButtonElement>(`button[${PENDING}]`);
  pending?.removeAttribute(PENDING);
}

/** Once the app has taken the page over: carries out the kept tap, if its button is still there. */
export function replayEarlyClick(): void {
  const button = pending;
  pending = null;
  if (button?.isConnected && !button.disabled) button.click();
}
