import type { Express } from 'express';
import request from 'supertest';

/** The path of each <loc> of a sitemap document (the app writes one per line). */
const locations = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname + new URL(match[1]!.replace(/&amp;/g, '&')).search);

/** The kind of a public page by its path: `/song/12` is `song`, each `/pages/<slug>` its own. */
const kindOf = (path: string) => (path.startsWith('/pages/') ? path : (path.split('/')[1] ?? '').split('?')[0] || 'home');

/**
 * One page of each kind the site publishes, as crawlers and link previews find them: the first URL of
 * every kind in the sitemaps (every static route, every /pages/* page), plus the list pages no sitemap
 * names (search with and without a query, a genre, an artist's songs).
 */
export async function onePageOfEachKind(app: Express): Promise<Map<string, string>> {
  const index = await request(app).get('/sitemap.xml').expect(200);
  const paths: string[] = [];
  for (const file of locations(index.text)) paths.push(...locations((await request(app).get(file).expect(200)).text));
  const byKind = new Map<string, string>();
  for (const path of paths) if (!byKind.has(kindOf(path))) byKind.set(kindOf(path), path);
  const genres = await request(app).get('/api/genres').expect(200);
  const genreId = (genres.body.data as { id: number }[])[0]!.id;
  const artist = byKind.get('artist')!;
  for (const path of ['/search', '/search?query=hees', `/genre?id=${genreId}`, `${artist}/songs`]) byKind.set(kindOf(path) === 'artist' ? 'artist songs' : path, path);
  return byKind;
}
