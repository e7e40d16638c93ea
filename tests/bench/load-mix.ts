import { statSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { Random } from '../../database/seeds/support/random';
import { foldedName } from '../../server/lib/search-folding';
import type { LoadRequest } from './load-client';
import { misspell, prefixOf, respell } from './search-mix';

/**
 * The request mix of `npm run bench:load`, drawn from the demo catalogue with a seeded generator,
 * so every run sends the same requests in the same order. Shares, in requests out of 100: what a
 * visit does (a first page as HTML, then Inertia visits), what the apps ask the API, searches as
 * they are typed and the player's range requests for audio.
 */
const ROUTES = [
  { route: 'GET / (HTML)', share: 10 },
  { route: 'GET /song/:id (HTML)', share: 10 },
  { route: 'GET /song/:id (Inertia)', share: 20 },
  { route: 'GET /api/homepage', share: 10 },
  { route: 'GET /api/searchy', share: 20 },
  { route: 'GET /search (HTML)', share: 5 },
  { route: 'GET /media (range)', share: 25 },
] as const;

export const ROUTE_NAMES: readonly string[] = ROUTES.map(({ route }) => route);

type Route = (typeof ROUTES)[number]['route'];

export interface Catalogue {
  songIds: number[];
  /** Distinct after folding, in the order drawn. */
  queries: string[];
  /** The demo audio as /media serves it: path under /media and size in bytes. */
  audio: { path: string; bytes: number }[];
}

/** What listeners type: names as they are, their beginnings, other spellings, typos, a line of lyrics. */
export async function readCatalogue(knex: Knex, mediaRoot: string, queryCount: number): Promise<Catalogue> {
  const songs = (await knex('songs').orderBy('id').select('id', 'name', 'mp3')) as { id: number; name: string; mp3: string | null }[];
  const artists = ((await knex('artists').orderBy('id').select('name')) as { name: string }[]).map(({ name }) => name);
  const lines = ((await knex('verses').orderBy('id').select('non_synced_lyrics')) as { non_synced_lyrics: string | null }[])
    .flatMap(({ non_synced_lyrics }) => (non_synced_lyrics ?? '').split('\n'))
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && line.length <= 200);

  const random = new Random('bench:load:queries');
  const name = () => (random.chance(0.5) ? random.pick(songs).name : random.pick(artists));
  const makers = [
    name,
    () => prefixOf(random, name()),
    () => respell(random.pick(artists)),
    () => misspell(random, name()),
    () => random.pick(lines),
  ];
  const seen = new Set<string>();
  const queries: string[] = [];
  for (let tries = 0; queries.length < queryCount && tries < queryCount * 50; tries++) {
    const query = makers[tries % makers.length]!();
    if (foldedName(query) === '' || seen.has(foldedName(query))) continue;
    seen.add(foldedName(query));
    queries.push(query);
  }

  const files = [...new Set(songs.map(({ mp3 }) => mp3).filter((mp3) => mp3 !== null))].sort();
  const audio = files.map((file) => ({ path: `/media/${file}`, bytes: statSync(path.join(mediaRoot, file)).size }));
  return { songIds: songs.map(({ id }) => id), queries, audio };
}

/**
 * `count` requests in the shares above, in a shuffled order drawn from `seed`. Search requests
 * cycle through `queries`, so each is asked about count / 100 * 25 / queries.length times:
 * the first answer of each is a cache miss, the rest hits of the search's in-process cache.
 */
export function buildLoadMix(catalogue: Catalogue, options: { count: number; seed: string; inertiaVersion: string; queries: string[] }): LoadRequest[] {
  const random = new Random(options.seed);
  let searches = 0;
  const query = () => encodeURIComponent(options.queries[searches++ % options.queries.length]!);
  const songPath = () => `/song/${random.pick(catalogue.songIds)}`;
  const make: Record<Route, () => Omit<LoadRequest, 'route'>> = {
    'GET / (HTML)': () => ({ path: '/' }),
    'GET /song/:id (HTML)': () => ({ path: songPath() }),
    'GET /song/:id (Inertia)': () => ({ path: songPath(), headers: { 'X-Inertia': 'true', 'X-Inertia-Version': options.inertiaVersion } }),
    'GET /api/homepage': () => ({ path: '/api/homepage', headers: { Accept: 'application/json' } }),
    'GET /api/searchy': () => ({ path: `/api/searchy?query=${query()}`, headers: { Accept: 'application/json' } }),
    'GET /search (HTML)': () => ({ path: `/search?query=${query()}` }),
    // As a player asks: the start of the file to begin playing, or 16 KB from wherever it seeks to.
    'GET /media (range)': () => {
      const file = random.pick(catalogue.audio);
      const start = random.int(0, file.bytes - 16 * 1024);
      return { path: file.path, headers: { Range: random.chance(0.5) ? 'bytes=0-' : `bytes=${start}-${start + 16 * 1024 - 1}` } };
    },
  };
  const routes = ROUTES.flatMap(({ route, share }) => Array.from({ length: Math.round((options.count * share) / 100) }, () => route));
  return random.shuffle(routes).map((route) => ({ route, ...make[route]() }));
}
