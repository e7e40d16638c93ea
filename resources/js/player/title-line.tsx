import { useLayoutEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { Link } from '../components/link';
import { pageHref, type PlayedItem } from './player-types';

/** Tailwind's `max-sm`: the phone layout of the bar, where the title has one line of its own. */
const PHONE = '(max-width: 39.99rem)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Gentle: the line glides this many pixels a second (app.css rests it at each end for 15% of the time). */
const GLIDE_PX_PER_SECOND = 35;
const SHORTEST_SECONDS = 4;
/** The fading edge that says there is more; the line's end glides out past it. */
const FADE_PX = 20;

function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The current item's title and artist. From `sm` up they are two truncated lines beside the cover,
 * as wide as the bar's title column. On a phone the bar has room for the title only on a line of its
 * own above the controls (issue 31: it showed 'Roob …'): title and artist share that line, and when
 * they do not fit it glides to their end and back, once each time the item changes (paused while
 * hovered or focused). With reduced motion it does not move: the line wraps onto two, smaller.
 */
export function TitleLine({ item }: { item: PlayedItem }) {
  const line = useRef<HTMLDivElement>(null);
  const natural = useRef<HTMLSpanElement>(null);
  const phone = useMedia(PHONE);
  const reducedMotion = useMedia(REDUCED_MOTION);
  const [overflow, setOverflow] = useState(0);

  useLayoutEffect(() => {
    const box = line.current;
    const text = natural.current;
    if (!phone || !box || !text) return setOverflow(0);
    // The hidden copy keeps the line's width on one line, whether the shown one glides or wraps.
    const measure = () => {
      const beyond = Math.ceil(text.getBoundingClientRect().width - box.clientWidth);
      setOverflow(beyond > 0 ? beyond + FADE_PX : 0);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(text);
    return () => observer.disconnect();
  }, [phone, item.name, item.artist.name]);

  const wrap = overflow > 0 && reducedMotion;
  const glide = overflow > 0 && !reducedMotion;
  const glideStyle = glide
    ? ({ '--marquee-shift': `-${overflow}px`, '--marquee-time': `${Math.max(SHORTEST_SECONDS, overflow / GLIDE_PX_PER_SECOND / 0.7).toFixed(1)}s` } as CSSProperties)
    : undefined;
  // Wrapped (reduced motion, a phone, too long for one line): two lines of smaller text fit the bar.
  const small = wrap ? 'text-xs leading-[0.875rem]' : '';
  const words = (
    <>
      <Link href={pageHref(item)} title={item.name} className={`font-semibold text-white hover:underline sm:block sm:truncate ${small || 'text-sm'}`}>
        {item.name}
      </Link>
      <span aria-hidden="true" className={`text-sand-200/60 sm:hidden ${small}`}>
        {' · '}
      </span>
      <span className={`text-sand-200/80 sm:block sm:truncate ${small || 'text-xs'}`}>{item.artist.name}</span>
    </>
  );

  return (
    <div ref={line} data-testid="player-title" className={`relative min-w-0 overflow-hidden max-sm:leading-5 ${glide ? 'mask-r-from-[calc(100%-1.25rem)]' : ''}`}>
      <div
        key={`${item.id}:${item.content_type}`}
        data-glide={glide || undefined}
        data-wrap={wrap || undefined}
        style={glideStyle}
        className={
          wrap
            ? 'line-clamp-2 leading-[0.875rem] wrap-anywhere'
            : `max-sm:w-max max-sm:whitespace-nowrap ${glide ? 'player-marquee pr-5' : ''}`
        }
      >
        {words}
      </div>
      {phone && (
        <span ref={natural} aria-hidden="true" className="invisible absolute top-0 left-0 w-max whitespace-nowrap">
          <span className="text-sm font-semibold">{item.name}</span>
          <span>{' · '}</span>
          <span className="text-xs">{item.artist.name}</span>
        </span>
      )}
    </div>
  );
}
