import { useEffect, useState } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { oneTaskAtATime } from '../lib/one-per-task';

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
export type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

interface EmblaBindingProps {
  viewport: HTMLElement;
  options: EmblaOptions;
  onApi: (api: EmblaApi | undefined) => void;
}

/**
 * Embla starts carousel by carousel, each in a task of its own (lib/one-per-task.ts): the chunk
 * arrives once for every carousel of the page, and the home page's starting all at once was one task
 * of ~120 ms on a phone-class CPU, right after hydration.
 */
const takeTurn = oneTaskAtATime();

/** Embla on a carousel's viewport: a chunk of its own, fetched once a carousel has mounted (carousel.tsx). */
export default function EmblaBinding({ viewport, options, onApi }: EmblaBindingProps) {
  const [viewportRef, api] = useEmblaCarousel(options);
  const [turn, setTurn] = useState<{ done: () => void }>();
  useEffect(() => takeTurn((done) => setTurn({ done })), []);
  useEffect(() => {
    if (turn) viewportRef(viewport);
  }, [turn, viewportRef, viewport]);
  // Embla has started (its api exists): the next carousel's turn, in a task after this one.
  useEffect(() => {
    onApi(api);
    if (api) turn?.done();
  }, [onApi, api, turn]);
  return null;
}
