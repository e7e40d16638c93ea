import { whenIdle } from './when-idle';

/**
 * The page's side of the ad service contract (docs/features/ads.md): commands go into `window.heesAds`, an
 * array the service's script reads when it arrives and whose `push` it then takes over, so a command
 * given before the script has loaded is not lost (the command-queue pattern of most ad tags).
 */
export type AdCommand =
  | { command: 'display'; slot: string; element: string }
  | { command: 'refresh'; slot: string; element: string; path: string };

declare global {
  interface Window {
    heesAds?: { push(command: AdCommand): unknown };
  }
}

export function sendAdCommand(command: AdCommand) {
  (window.heesAds ??= [] as AdCommand[]).push(command);
}

/**
 * Public pages only: never backstage (staff at work), never the sign-in and sign-out pages, never an
 * error page.
 */
export const pageShowsAds = (component: string) => !/^(backstage|auth)\//.test(component) && component !== 'error';

let requested = false;

/**
 * Adds the ad service's script once, when the browser is idle after the page has loaded, so it never
 * competes with the first paint or the app's own files.
 */
export function loadAdServiceWhenIdle(src: string) {
  if (requested) return;
  requested = true;
  whenIdle(() => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.head.append(script);
  });
}
