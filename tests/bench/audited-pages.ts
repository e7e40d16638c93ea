/**
 * The pages the front-end benchmarks (bench:lighthouse, bench:bundle) look at: the home page, the
 * first song featured on it (as /api/homepage lists them) and a search for that song's name, so both
 * measure the same pages of the demo catalogue.
 */
export interface AuditedPage {
  name: 'home' | 'song' | 'search';
  path: string;
}

export async function auditedPages(base: string): Promise<AuditedPage[]> {
  const home = (await (await fetch(`${base}/api/homepage`)).json()) as { data: { featured: { id: number; name: string }[] } };
  const song = home.data.featured[0];
  if (!song) throw new Error('The home page features no song: is the demo catalogue loaded?');
  return [
    { name: 'home', path: '/' },
    { name: 'song', path: `/song/${song.id}` },
    { name: 'search', path: `/search?${new URLSearchParams({ query: song.name })}` },
  ];
}
