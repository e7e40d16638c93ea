import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type Key, type ReactNode } from 'react';
import type { EmblaApi, EmblaOptions } from './carousel-embla';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { useT } from '../i18n/i18n-context';

/** Embla's options (its types live in `embla-carousel`, which we do not depend on directly). */
export type CarouselOptions = EmblaOptions;

/**
 * Embla (about 7 KB gzip) is not part of a page's first load: it is asked for once the carousel's
 * viewport is in the document, after hydration, one fetch for every carousel of the page. Until it
 * arrives the slides are the server's markup, laid out as embla starts them. Should the fetch fail,
 * the slides stay as they are (no buttons, no swiping) rather than the page failing.
 */
const EmblaBinding = lazy(() => import('./carousel-embla').catch(() => ({ default: () => null })));

/** Spec §9: 1.2 slides on small screens, 2.2 from 700px, 3 on large screens. */
export const SLIDES_DEFAULT = 'basis-[83.333%] min-[700px]:basis-[45.454%] lg:basis-1/3';
/** The trending carousel shows 4.2 slides on large screens. */
export const SLIDES_TRENDING = 'basis-[83.333%] min-[700px]:basis-[45.454%] lg:basis-[23.809%]';

/**
 * Embla's duration is not in milliseconds but a spring constant (default 25). At 22 a slide move
 * covers 95% of its way in about 400 ms and the last pixel by about 700 ms: a ~500 ms feel (spec §9).
 */
const DURATION = 22;

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface CarouselProps<T> {
  /** Names the region for assistive technology ("Featured songs"). */
  label: string;
  items: T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  slideClassName?: string;
  /** Embla options over the defaults (wrap-around, aligned to the start), e.g. per-breakpoint alignment. */
  options?: CarouselOptions;
}

/** Whether there is anywhere to scroll to: no buttons for a carousel that fits on screen. */
function useCanScroll(api: EmblaApi | undefined) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      api?.on('reInit', onChange).on('select', onChange);
      return () => {
        api?.off('reInit', onChange).off('select', onChange);
      };
    },
    [api],
  );
  return useSyncExternalStore(
    subscribe,
    () => (api ? api.canScrollPrev() || api.canScrollNext() : false),
    () => false,
  );
}

/** A wrap-around carousel (embla) with previous/next buttons placed beside the section heading. */
export function Carousel<T>({ label, items, itemKey, renderItem, slideClassName = SLIDES_DEFAULT, options }: CarouselProps<T>) {
  const t = useT();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  // Embla is asked for once the viewport is in the document. Set from an effect rather than a ref
  // callback: a state update made while React commits is rendered at once in the same task, which
  // right after hydration made every carousel's render part of the task that ends it.
  useEffect(() => setViewport(viewportRef.current), []);
  const [api, setApi] = useState<EmblaApi>();
  const canScroll = useCanScroll(api);
  // The slides do not change with the carousel's own state (its viewport, then embla's api, then
  // whether it can scroll: three renders right after hydration), so those renders skip them. Without
  // this, every carousel of the home page re-rendered all its cards in the task that ends hydration.
  const slides = useMemo(
    () =>
      items.map((item, index) => (
        <div
          key={itemKey(item)}
          role="group"
          aria-roledescription={t('carousel.slide')}
          aria-label={t('carousel.position', { index: index + 1, total: items.length })}
          className={`min-w-0 shrink-0 grow-0 pl-4 ${slideClassName}`}
        >
          {renderItem(item, index)}
        </div>
      )),
    [items, itemKey, renderItem, slideClassName, t],
  );

  return (
    <section aria-roledescription={t('carousel.role')} aria-label={label} className="relative">
      {canScroll && (
        <div className="absolute right-0 bottom-full mb-4 flex gap-2 sm:mb-5">
          <CarouselButton label={t('carousel.previous', { label })} onClick={() => api?.scrollPrev()}>
            <ChevronLeftIcon />
          </CarouselButton>
          <CarouselButton label={t('carousel.next', { label })} onClick={() => api?.scrollNext()}>
            <ChevronRightIcon />
          </CarouselButton>
        </div>
      )}
      {viewport && (
        <Suspense fallback={null}>
          <EmblaBinding viewport={viewport} options={{ loop: true, align: 'start', duration: reducedMotion() ? 0 : DURATION, ...options }} onApi={setApi} />
        </Suspense>
      )}
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y touch-pinch-zoom">{slides}</div>
      </div>
    </section>
  );
}

function CarouselButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid size-10 place-items-center rounded-full border border-sand-300 bg-white text-stone-700 shadow-sm transition hover:border-teal-600 hover:text-teal-700 active:scale-95"
    >
      {children}
    </button>
  );
}
