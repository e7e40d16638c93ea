import { useEffect, useRef } from 'react';
import { formatClock } from './clock';
import type { PlayerStore } from './player-store';
import { SLIDER_MAX, type PlayerState } from './player-transitions';
import { useT } from '../i18n/i18n-context';

const THUMB =
  '[&::-webkit-slider-thumb]:size-3.5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow ' +
  '[&::-moz-range-thumb]:size-3.5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-white';

/**
 * Spec §4 slider, 0 to 1000. Moving it (pointer or keys) is a drag, which holds back playback's
 * updates; the native `change` event, fired when the listener lets go, is the release that seeks.
 */
export function ProgressSlider({ player, state, className = '' }: { player: PlayerStore; state: PlayerState; className?: string }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const release = () => player.release();
    element.addEventListener('change', release);
    return () => element.removeEventListener('change', release);
  }, [player]);

  const filled = (state.progress / SLIDER_MAX) * 100;
  return (
    <input
      ref={input}
      type="range"
      min={0}
      max={SLIDER_MAX}
      step={1}
      value={state.progress}
      onChange={(event) => player.drag(Number(event.currentTarget.value))}
      aria-label={t('player.seek')}
      aria-valuetext={`${formatClock(state.position)} of ${formatClock(state.duration)}`}
      style={{ background: `linear-gradient(to right, #2dd4bf ${filled}%, rgb(255 255 255 / 0.2) ${filled}%)` }}
      className={`h-1.5 cursor-pointer appearance-none rounded-full ${THUMB} ${className}`}
    />
  );
}
