import type { PlayerStore } from './player-store';
import type { PlayerState } from './player-transitions';
import type { PlayingItem } from './player-types';

/** Spec §9: artwork from 96 to 512 pixels, the sizes lock screens and car displays ask for. */
export const ARTWORK_SIZES = [96, 128, 192, 256, 384, 512] as const;

const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', svg: 'image/svg+xml' };

/** One picture offered at every size (we keep one file per cover; the system scales it). */
export function artworkFor(cover: string | null, origin: string): MediaImage[] {
  if (!cover) return [];
  const src = new URL(cover, origin).toString();
  const type = IMAGE_TYPES[new URL(src).pathname.split('.').pop()?.toLowerCase() ?? ''];
  return ARTWORK_SIZES.map((size) => ({ src, sizes: `${size}x${size}`, ...(type ? { type } : {}) }));
}

export function metadataOf(item: PlayingItem, origin: string): MediaMetadataInit {
  return { title: item.name, artist: item.artist.name, album: 'Hees', artwork: artworkFor(item.cover, origin) };
}

/** Seconds a seek-forward or seek-backward key skips when the system does not say. */
const SKIP_SECONDS = 10;

/**
 * The Media Session API: what the lock screen, notification shade and headphone keys show and do.
 * Returns the function that unbinds it.
 */
export function bindMediaSession(store: PlayerStore, session: MediaSession, origin: string): () => void {
  const actions: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => store.play()],
    ['pause', () => store.pause()],
    ['previoustrack', () => store.previous()],
    ['nexttrack', () => store.next()],
    ['seekto', (details) => details.seekTime != null && store.seekTo(details.seekTime)],
    ['seekbackward', (details) => store.seekTo(store.getState().position - (details.seekOffset ?? SKIP_SECONDS))],
    ['seekforward', (details) => store.seekTo(store.getState().position + (details.seekOffset ?? SKIP_SECONDS))],
  ];
  for (const [action, handler] of actions) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // A browser that does not know an action throws; the others still work.
    }
  }

  let shown: PlayerState | null = null;
  const update = () => {
    const state = store.getState();
    if (state.current !== shown?.current) {
      session.metadata = state.current ? new MediaMetadata(metadataOf(state.current, origin)) : null;
    }
    session.playbackState = state.isPlaying ? 'playing' : state.current ? 'paused' : 'none';
    // The system extrapolates the position from here, so it needs telling only when that would drift.
    const moved = !shown || state.isPlaying !== shown.isPlaying || state.duration !== shown.duration || state.isDragging !== shown.isDragging;
    // setPositionState throws on a length it cannot use (a stream of unknown length reports Infinity).
    if (moved && state.duration > 0 && Number.isFinite(state.duration)) {
      session.setPositionState?.({ duration: state.duration, position: Math.min(state.position, state.duration), playbackRate: 1 });
    }
    shown = state;
  };
  update();
  const unsubscribe = store.subscribe(update);
  return () => {
    unsubscribe();
    for (const [action] of actions) {
      try {
        session.setActionHandler(action, null);
      } catch {
        // As above: an unknown action was never set.
      }
    }
  };
}
