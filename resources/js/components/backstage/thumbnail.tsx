import { useState } from 'react';
import { failedBeforeHydration } from '../../lib/failed-before-hydration';

/**
 * A small picture in a backstage list or picker that gives way to a plain tile when it cannot be
 * loaded (a YouTube thumbnail that is gone or out of reach, a cover not stored yet), instead of the
 * browser's broken-image icon, also when it failed before the app took over the server's markup.
 */
export function Thumbnail({ src, className }: { src: string | null | undefined; className: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <span aria-hidden="true" className={`block bg-stone-100 ${className}`} />;
  const fail = () => setFailed(src);
  return <img ref={failedBeforeHydration(fail)} src={src} alt="" loading="lazy" onError={fail} className={`bg-stone-100 object-cover ${className}`} />;
}
