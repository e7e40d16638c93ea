import type { AppContext } from '../../app-context';
import { LruCache } from './lru-cache';
import { foldedName } from './normalize';
import { planSearch, queryWords, type SearchPlan } from './query-plan';
import { readCards } from './search.cards';
import {
  presentAdminSearch,
  presentPlaylistSearch,
  presentPublicSearch,
  presentSelectorSearch,
  type PublicSearchRows,
} from './search.presenter';
import { lookupWords } from './search.queries';
import { RANK_TARGETS, rankGroups, type RankRequest } from './search.ranking';

/** Results per page of the public search, by group; the last page is that of the longest group. */
export const PAGE_SIZES = { songs: 20, artists: 10, albums: 10, podcasts: 10 } as const;
/** How many pages one search can go through: the ranking is exact to that depth, and no deeper. */
export const MAX_PAGES = 5;
/** Items per group in the backstage pickers. */
export const PICKER_LIMIT = 10;

/** The value and whether it came from the cache (reported in a response header). */
export interface Cached<T> {
  value: T;
  hit: boolean;
}

type Group = keyof typeof RANK_TARGETS;

const paged = (group: Group, size: number, page: number): RankRequest => ({
  target: RANK_TARGETS[group],
  window: { limit: size, offset: (page - 1) * size, depth: size * MAX_PAGES },
});

const top = (group: Group): RankRequest => ({
  target: RANK_TARGETS[group],
  window: { limit: PICKER_LIMIT, offset: 0, depth: PICKER_LIMIT },
});

/**
 * The searches behind the page and the endpoints. Each folds the query once, looks its words up in
 * the dictionary once, ranks every group against that one plan in one statement and reads the
 * cards of every group in one more: three round trips, each with a plan kept from one search to
 * the next (generic-plan.ts). Answers are cached by the folded query, so spelling variants of one
 * search share an entry.
 */
export function createSearchService({ db, mediaUrl }: AppContext) {
  const knex = db.knex;
  const cache = new LruCache<unknown>({ maxEntries: 1000, ttlMs: 60_000 });

  async function plan(query: string): Promise<SearchPlan> {
    return planSearch(query, await lookupWords(knex, queryWords(query)));
  }

  async function remember<T>(key: string, produce: () => Promise<T>): Promise<Cached<T>> {
    const { value, hit } = await cache.remember(key, produce);
    return { value: value as T, hit };
  }

  async function publicRows(query: string, page: number): Promise<PublicSearchRows> {
    const groups = ['songs', 'artists', 'albums', 'podcasts'] as const;
    const ranked = await rankGroups(knex, await plan(query), groups.map((group) => paged(group, PAGE_SIZES[group], page)));
    const [songs, artists, albums, podcasts] = ranked.map((group) => group.ids) as [number[], number[], number[], number[]];
    return {
      page,
      lastPage: Math.max(1, ...groups.map((group, i) => Math.ceil(ranked[i]!.total / PAGE_SIZES[group]))),
      matched: ranked.some((group) => group.total > 0),
      ...(await readCards(knex, { songs, artists, albums, podcasts })),
    };
  }

  return {
    /** GET /api/searchy and the /search page. */
    async publicSearch(query: string, page: number) {
      const rows = await remember(`public:${page}:${foldedName(query)}`, () => publicRows(query, page));
      return { value: presentPublicSearch(rows.value, query, mediaUrl), hit: rows.hit };
    },

    /** GET /api/search: the backstage selector. */
    selectorSearch(query: string) {
      return remember(`selector:${foldedName(query)}`, async () => {
        const groups = ['songs', 'artists', 'playlists', 'scholars', 'topics'] as const;
        const ranked = await rankGroups(knex, await plan(query), groups.map(top));
        const [songs, artists, playlists, scholars, topics] = ranked.map((group) => group.ids) as number[][];
        return presentSelectorSearch(
          await readCards(knex, { songs: songs!, artists: artists!, playlists: playlists!, scholars: scholars!, topics: topics! }),
        );
      });
    },

    /** GET /api/backstage/admin-search: songs and artists for the featured-content panel. */
    adminSearch(query: string) {
      return remember(`admin:${foldedName(query)}`, async () => {
        const [songs, artists] = await rankGroups(knex, await plan(query), [top('songs'), top('artists')]);
        return presentAdminSearch(await readCards(knex, { songs: songs!.ids, artists: artists!.ids }));
      });
    },

    /** GET /api/backstage/playlist-search: playlists for the playlist connection panel. */
    playlistSearch(query: string) {
      return remember(`playlists:${foldedName(query)}`, async () => {
        const [playlists] = await rankGroups(knex, await plan(query), [top('playlists')]);
        return presentPlaylistSearch((await readCards(knex, { playlists: playlists!.ids })).playlists);
      });
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
