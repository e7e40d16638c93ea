/**
 * Where a stored media path (image, audio) is fetched from (spec §3): a path that already names a
 * host (it contains '.com') is used as it is; any other path is prefixed with the CDN host, or served
 * by our own server under /media when no CDN is configured.
 */
export function mediaUrl(storedPath: string | null | undefined, cdnUrl?: string): string | null {
  if (!storedPath) return null;
  if (/^https?:\/\//i.test(storedPath)) return storedPath;
  if (storedPath.includes('.com')) return `https://${storedPath.replace(/^\/+/, '')}`;
  const relative = storedPath.replace(/^\/+/, '');
  return cdnUrl ? `${cdnUrl}/${relative}` : `/media/${relative}`;
}

export type MediaUrl = (storedPath: string | null | undefined) => string | null;

export const mediaUrlFor =
  (cdnUrl?: string): MediaUrl =>
  (storedPath) =>
    mediaUrl(storedPath, cdnUrl);
