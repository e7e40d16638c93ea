import { useCallback, useState } from 'react';

/**
 * A small picture in a backstage list or picker that gives way to a plain tile when it cannot be
 * loaded (a YouTube thumbnail that is gone or out of reach, a cover not stored yet), instead of the
 * browser's broken-image icon. A picture that failed before the app took over the server's markup
 * fired its error unheard, so the mounted element is checked too.
 */
export function Thumbnail({ src, className }: { src: string | null | undefined; className: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      // No width after loading is a broken picture, or an SVG without a size of its own: decoding tells.
      if (img && src && img.complete && img.naturalWidth === 0) img.decode().catch(() => setFailed(src));
    },
    [src],
  );
  if (!src || failed === src) return <span aria-hidden="true" className={`block bg-stone-100 ${className}`} />;
  return <img ref={checkLoaded} src={src} alt="" loading="lazy" onError={() => setFailed(src)} className={`bg-stone-100 object-cover ${className}`} />;
}
