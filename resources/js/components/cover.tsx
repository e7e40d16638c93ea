import { useState, type ComponentType } from 'react';
import { usePage } from '@inertiajs/react';
import { MusicIcon } from './icons';
import { responsiveImage, type ResponsiveImage } from '@common/image-renditions';
import { useDataSaver } from '../lib/use-data-saver';
import { failedBeforeHydration } from '../lib/failed-before-hydration';

const PLACEHOLDERS = [
  'from-teal-700 to-emerald-500',
  'from-sand-600 to-sand-300',
  'from-emerald-800 to-teal-500',
  'from-stone-700 to-sand-500',
];

function pickPlaceholder(seed: string) {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return PLACEHOLDERS[Math.abs(hash) % PLACEHOLDERS.length];
}

export interface CoverProps {
  src: string | null | undefined;
  /** Empty when the name is printed next to the picture. */
  alt?: string;
  /** Varies the placeholder's colours between items without a picture. */
  seed?: string;
  /**
   * Intrinsic size hints; the shape itself comes from `className` (aspect ratio). `width` is also the
   * widest the picture is shown, which decides the resized copies offered (and the largest with data saver).
   */
  width: number;
  height: number;
  /** The `sizes` of a stored image's `srcset`, when the shown width is not simply `width` CSS pixels. */
  sizes?: string;
  className?: string;
  /** Above the fold: load now, with high priority. */
  priority?: boolean;
  icon?: ComponentType<{ className?: string }>;
}

/**
 * A lazily loaded picture that keeps its box while loading, and a warm placeholder when there is none.
 * A stored JPEG, PNG, WebP or AVIF image is offered in resized copies (`srcset`, lib/image-renditions.ts),
 * only the small ones with data saver on; external pictures and SVG artwork are shown as they are. Should
 * a copy fail to load (before the app started too), the original is tried before the placeholder.
 */
export function Cover({ src, alt = '', seed = alt, width, height, sizes, className = '', priority = false, icon: Placeholder = MusicIcon }: CoverProps) {
  const [failed, setFailed] = useState<{ src: string; original: boolean } | null>(null);
  const renditions = useRenditions(src && failed?.src !== src ? src : null, width, sizes);
  if (!src || (failed?.src === src && failed.original)) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={`grid place-items-center bg-linear-to-br text-white/80 ${pickPlaceholder(seed)} ${className}`}
      >
        <Placeholder className="size-1/4 max-h-16 max-w-16 min-h-5 min-w-5" />
      </div>
    );
  }
  const fail = () => setFailed({ src, original: renditions === null });
  return (
    <img
      src={renditions?.src ?? src}
      srcSet={renditions?.srcSet}
      sizes={renditions?.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      ref={failedBeforeHydration(fail)}
      onError={fail}
      className={`cover-loading object-cover ${className}`}
    />
  );
}

/**
 * `src`, `srcSet` and `sizes` for a stored image shown at most `width` CSS pixels wide (lib/image-renditions.ts),
 * the small copies only with data saver on; null for pictures that are not ours to resize.
 */
export function useRenditions(src: string | null | undefined, width: number, sizes?: string): ResponsiveImage | null {
  const media = usePage().props.app?.media ?? '/media';
  const dataSaver = useDataSaver();
  return src ? responsiveImage(src, media, width, { dataSaver, sizes }) : null;
}
