import { useEffect } from 'react';
import { flushSync } from 'react-dom';

/**
 * Calls `readClock` (which sets state from an audio clock) once every animation frame while `active`,
 * and renders what it set within that frame (flushSync): left to React's scheduler the render runs in
 * a task after the frame, so every painted frame would show the clock of the frame before, and a busy
 * phone holds it back a frame or more (karaoke measured 13-41 ms of lag under load before, 0-6 after).
 * The audio element's own timeupdate comes about four times a second, too coarse for a lit line.
 */
export function useEveryFrame(active: boolean, readClock: () => void): void {
  useEffect(() => {
    if (!active) return;
    let frame = requestAnimationFrame(function tick() {
      flushSync(readClock);
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [active, readClock]);
}
