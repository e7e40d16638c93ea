import type { AppContext } from '../../app-context';
import { LruCache } from '../../lib/lru-cache';
import { catalogueWritesCommitted } from '../../backstage/catalogue-write';
import { PhaseTimings } from './phase-timings';
import { TopSongs } from './top-songs';
import { foldedName } from '../../lib/search-folding';
import { planSearch, queryWords } from './query-plan';
import type { CardRows } from './search.cards';
import { rankAndReadCards, type GroupRequest } from './search.read';
import {
  presentAdminSearch,
  presentPlaylistSearch,
  presentPublicSearch,
  presentSelectorSearch,
  type PublicSearchRows,
} from './search.presenter';
import { lookupWords } from './search.queries';
import { RANK_TARGETS } from './search.ranking';

/** Results per page of the public search, by group; the last page is that of the longest group. */
export const PAGE_SIZES = { songs: 20, artists: 10, albums: 10, podcasts: 10, scholars: 5, topics: 5, resources: 10 } as const;
/** How many pages one search can go through: the ranking is exact to that depth, and no deeper. */
export const MAX_PAGES = 5;
/** Items per group in the backstage pickers. */
export const PICKER_LIMIT = 10;

/** The value and whether it came from the cache, and on a miss how long each phase took (both reported in response headers). */
export interface Cached<T> {
  value: T;
  hit: boolean;
  timings: PhaseTimings | null;
}

type Group = keyof typeof RANK_TARGETS & keyof CardRows;

const paged = <G extends keyof typeof PAGE_SIZES>(group: G, page: number): GroupRequest<G> => {
  const size = PAGE_SIZES[group];
  return { group, target: RANK_TARGETS[group], window: { limit: size, offset: (page - 1) * size, depth: size * MAX_PAGES } };
};

const picker = <G extends Group>(group: G): GroupRequest<G> => ({
  group,
  target: RANK_TARGETS[group],
  window: { limit: PICKER_LIMIT, offset: 0, depth: PICKER_LIMIT },
});

/**
 * The searches behind the page and the endpoints. Each folds the query once, looks its words up in
 * the dictionary once, then ranks every group against that one plan and reads the cards of each
 * group's page in one statement: two round trips, each with a plan kept from one search to the next
 * (generic-plan.ts). Answers are cached by the folded query, so spelling variants of one search
 * share an entry.
 */
export function createSearchService({ db, mediaUrl }: AppContext) {
  const knex = db.knex;
  const cache = new LruCache<unknown>({ maxEntries: 1000, ttlMs: 60_000 });
  const topSongs = new TopSongs(knex);

  /** A search's two phases, each timed: the words looked up, then the groups ranked with their cards. */
  const searcher =
    (timings: PhaseTimings) =>
    async <const R extends readonly GroupRequest<Group>[]>(query: string, requests: R) => {
      const lookup = await timings.time('lookup', () => lookupWords(knex, queryWords(query)));
      const plan = planSearch(query, lookup);
      // Only songs are walked; a search that matches nothing, or finds no songs, needs no copy.
      const walksSongs = plan.levels.length > 0 && requests.some((request) => request.group === 'songs');
      const top = walksSongs ? await timings.time('top', () => topSongs.current(lookup.indexVersion)) : [];
      return timings.time('rank', () => rankAndReadCards(knex, plan, requests, top));
    };
  type Searcher = ReturnType<typeof searcher>;

  async function remember<T>(key: string, produce: (search: Searcher) => Promise<T>): Promise<Cached<T>> {
    const timings = new PhaseTimings();
    const { value, hit } = await cache.remember(`${catalogueWritesCommitted()}:${key}`, () => produce(searcher(timings)));
    return { value: value as T, hit, timings: hit ? null : timings };
  }

  async function publicRows(search: Searcher, query: string, page: number): Promise<PublicSearchRows> {
    const requests = [paged('songs', page), paged('artists', page), paged('albums', page), paged('podcasts', page), paged('scholars', page), paged('topics', page), paged('resources', page)] as const;
    const found = await search(query, requests);
    const [songs, artists, albums, podcasts, scholars, topics, resources] = found;
    const pages = (group: keyof typeof PAGE_SIZES, total: number) => Math.ceil(total / PAGE_SIZES[group]);
    return {
      page,
      lastPage: Math.max(1, ...found.map((result, index) => pages(requests[index]!.group, result.total))),
      matched: found.some((group) => group.total > 0),
      songs: songs.cards,
      artists: artists.cards,
      albums: albums.cards,
      podcasts: podcasts.cards,
      scholars: scholars.cards,
      topics: topics.cards,
      resources: resources.cards,
    };
  }

  return {
    /** GET /api/searchy and the /search page. */
    async publicSearch(query: string, page: number) {
      const rows = await remember(`public:${page}:${foldedName(query)}`, (search) => publicRows(search, query, page));
      return { ...rows, value: presentPublicSearch(rows.value, query, mediaUrl) };
    },

    /** GET /api/search: the backstage selector. */
    selectorSearch(query: string) {
      return remember(`selector:${foldedName(query)}`, async (search) => {
        const [songs, artists, playlists, scholars, topics] = await search(query, [
          picker('songs'),
          picker('artists'),
          picker('playlists'),
          picker('scholars'),
          picker('topics'),
        ]);
        return presentSelectorSearch({
          songs: songs.cards,
          artists: artists.cards,
          playlists: playlists.cards,
          scholars: scholars.cards,
          topics: topics.cards,
        });
      });
    },

    /** GET /api/backstage/admin-search: songs and artists for the featured-content panel. */
    adminSearch(query: string) {
      return remember(`admin:${foldedName(query)}`, async (search) => {
        const [songs, artists] = await search(query, [picker('songs'), picker('artists')]);
        return presentAdminSearch({ songs: songs.cards, artists: artists.cards });
      });
    },

    /** GET /api/backstage/playlist-search: playlists for the playlist connection panel. */
    playlistSearch(query: string) {
      return remember(`playlists:${foldedName(query)}`, async (search) => {
        const [playlists] = await search(query, [picker('playlists')]);
        return presentPlaylistSearch(playlists.cards);
      });
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
