/** A listener's play of one song or episode counts at most once in this window (issue #4). */
export const PLAY_WINDOW_MS = 30 * 60 * 1000;
