import { useState, type ComponentType } from 'react';
import { MusicIcon } from './icons';

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
  /** Intrinsic size hints; the shape itself comes from `className` (aspect ratio). */
  width: number;
  height: number;
  className?: string;
  /** Above the fold: load now, with high priority. */
  priority?: boolean;
  icon?: ComponentType<{ className?: string }>;
}

/** A lazily loaded picture that keeps its box while loading, and a warm placeholder when there is none. */
export function Cover({ src, alt = '', seed = alt, width, height, className = '', priority = false, icon: Placeholder = MusicIcon }: CoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
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
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`cover-loading object-cover ${className}`}
    />
  );
}
