import { useCallback, useRef, useState } from 'react';
import { useEveryFrame } from '../../../lib/use-every-frame';

/**
 * The editor's own audio element: its position read every animation frame while it plays (the
 * element's timeupdate comes only about four times a second, too coarse to preview a line change).
 */
export function usePlayback() {
  const audio = useRef<HTMLAudioElement>(null);
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [duration, setDuration] = useState(0);

  const readClock = useCallback(() => {
    if (audio.current) setPosition(audio.current.currentTime);
  }, []);
  useEveryFrame(playing, readClock);

  const toggle = useCallback(() => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  }, []);
  const seek = useCallback((seconds: number) => {
    const element = audio.current;
    if (!element) return;
    element.currentTime = Math.max(0, seconds);
    setPosition(element.currentTime);
  }, []);
  const setRate = useCallback((rate: number) => {
    if (audio.current) audio.current.playbackRate = rate;
  }, []);
  /** The position now, read from the element: a tap must not use the last frame's value. */
  const now = useCallback(() => audio.current?.currentTime ?? 0, []);

  const events = {
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => setPlaying(false),
    onLoadedMetadata: () => setDuration(audio.current?.duration ?? 0),
    onSeeked: () => setPosition(audio.current?.currentTime ?? 0),
  };
  return { audioRef: audio, audioEvents: events, position, playing, duration, toggle, seek, setRate, now };
}
