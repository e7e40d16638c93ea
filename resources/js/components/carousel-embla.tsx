import { useEffect } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
export type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

interface EmblaBindingProps {
  viewport: HTMLElement;
  options: EmblaOptions;
  onApi: (api: EmblaApi | undefined) => void;
}

/** Embla on a carousel's viewport: a chunk of its own, fetched once a carousel has mounted (carousel.tsx). */
export default function EmblaBinding({ viewport, options, onApi }: EmblaBindingProps) {
  const [viewportRef, api] = useEmblaCarousel(options);
  useEffect(() => viewportRef(viewport), [viewportRef, viewport]);
  useEffect(() => onApi(api), [onApi, api]);
  return null;
}
