/**
 * The player's lyrics and recently played panels are chunks of their own, opened only when asked
 * (player-bar.tsx). Their files are also part of what a recently played page needs offline: its
 * player opens them without a connection only if they were kept with it (browser-player.ts).
 */
export const loadLyricsPanel = () => import('./lyrics-panel').then((module) => module.LyricsPanel);
export const loadRecentlyPlayedPanel = () => import('./recently-played-panel').then((module) => module.RecentlyPlayedPanel);

/** Both panels fetched; one that cannot be had (offline, never fetched) is left out, as the bar leaves it shut. */
export const loadPlayerPanels = () => Promise.allSettled([loadLyricsPanel(), loadRecentlyPlayedPanel()]).then(() => undefined);
