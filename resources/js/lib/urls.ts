/** A URL any crawler can follow: site paths (`/media/...`, `/song/1`) get the site's origin. */
export function absoluteUrl(origin: string, pathOrUrl: string | null | undefined): string | undefined {
  if (!pathOrUrl) return undefined;
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

/** A Google Maps search for a postal address, opened in a new tab. */
export const mapSearchUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** The embedded player of a song's video, on YouTube's no-cookie domain. */
export const youtubeEmbedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;

/** A paged list's own address: `?page=` only past the first page, other parameters kept. */
export function withPage(path: string, page: number): string {
  const url = new URL(path, 'http://localhost');
  if (page > 1) url.searchParams.set('page', String(page));
  else url.searchParams.delete('page');
  return `${url.pathname}${url.search}`;
}
