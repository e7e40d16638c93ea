import type { Knex } from 'knex';

/** The protocol allows 50,000 URLs a file; 10,000 keeps each file quick to build and to fetch. */
export const URLS_PER_SITEMAP = 10_000;

interface SitemapRow {
  id: number;
  slug: string;
  updated_at: Date;
}

interface SitemapSource {
  table: string;
  /** The public path of a row, as the page routes (and the pages' canonical links) spell it. */
  path: (row: SitemapRow) => string;
  /** Columns the path needs besides the id. */
  columns?: string[];
  /** Leaves out rows the public site does not show. */
  visible?: (query: Knex.QueryBuilder) => Knex.QueryBuilder;
}

const published = (query: Knex.QueryBuilder) => query.whereNotNull('published_at');

/** Every kind of public page backed by a table, by the name its sitemap files carry. */
export const SITEMAP_SOURCES = {
  songs: { table: 'songs', path: (row) => `/song/${row.id}`, visible: (query) => query.whereNull('deleted_at') },
  artists: { table: 'artists', path: (row) => `/artist/${row.id}`, visible: (query) => query.whereNull('deleted_at') },
  albums: { table: 'albums', path: (row) => `/album/${row.id}`, visible: (query) => query.whereNull('deleted_at') },
  playlists: { table: 'playlists', path: (row) => `/playlist/${row.id}`, visible: (query) => query.whereNull('deleted_at') },
  podcasts: { table: 'podcasts', path: (row) => `/podcast/${row.id}`, visible: (query) => query.whereNull('deleted_at') },
  episodes: {
    table: 'episodes',
    path: (row) => `/episode/${row.id}`,
    visible: (query) => query.whereNull('hidden_at').where('audio_status', 'ready').whereRaw('pub_date <= now()').whereRaw('podcast_id in (select id from podcasts where deleted_at is null)'),
  },
  events: { table: 'events', path: (row) => `/event/${row.id}`, visible: (query) => query.whereRaw('published_at <= now()').whereNull('deleted_at') },
  stories: { table: 'stories', path: (row) => `/story/${row.id}`, visible: (query) => published(query).whereRaw('published_at <= now()').whereNull('deleted_at') },
  scholars: { table: 'scholars', path: (row) => `/scholar/${row.id}`, visible: (query) => query.whereNull('deleted_at') },
  topics: { table: 'topics', path: (row) => `/topic/${row.id}`, visible: (query) => query.whereNull('deleted_at') },
  resources: { table: 'resources', path: (row) => `/resource/${row.id}`, visible: (query) => query.whereNull('deleted_at') },
  // /pages/apps shows the apps promo whatever the row says; it is listed with the static routes.
  pages: {
    table: 'pages',
    path: (row) => `/pages/${encodeURIComponent(row.slug)}`,
    columns: ['slug'],
    visible: (query) => query.whereNot('slug', 'apps').whereNull('deleted_at'),
  },
} satisfies Record<string, SitemapSource>;

export type SitemapSourceName = keyof typeof SITEMAP_SOURCES;

export const isSitemapSource = (name: string): name is SitemapSourceName => Object.hasOwn(SITEMAP_SOURCES, name);

export interface SitemapFile {
  source: SitemapSourceName;
  page: number;
  /** The newest change among its rows. */
  lastmod: Date;
}

const visibleRows = (knex: Knex, source: SitemapSource) => (source.visible ?? ((query) => query))(knex(source.table));

/**
 * The non-empty files of every source, one grouped query each. A row's file is fixed by its id: file n
 * holds ids ((n-1)*10,000, n*10,000]. So a file never holds more than 10,000 URLs, adding or deleting
 * rows never moves others between files (each file's lastmod stays meaningful), and a file is read by
 * a primary-key range, not by OFFSET.
 */
export async function sitemapFiles(knex: Knex): Promise<SitemapFile[]> {
  const perSource = await Promise.all(
    Object.entries(SITEMAP_SOURCES).map(async ([name, source]: [string, SitemapSource]) => {
      const rows = await visibleRows(knex, source)
        .select<{ page: number; lastmod: Date }[]>(knex.raw('(id - 1) / ? + 1 as page', [URLS_PER_SITEMAP]), knex.raw('max(updated_at) as lastmod'))
        .groupByRaw('1')
        .orderByRaw('1');
      return rows.map((row) => ({ source: name as SitemapSourceName, page: Number(row.page), lastmod: row.lastmod }));
    }),
  );
  return perSource.flat();
}

export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

/** The URLs of one file, in id order; empty when the file does not exist. */
export async function sitemapEntries(knex: Knex, name: SitemapSourceName, page: number): Promise<SitemapEntry[]> {
  const source: SitemapSource = SITEMAP_SOURCES[name];
  const rows = await visibleRows(knex, source)
    .select<SitemapRow[]>(['id', 'updated_at', ...(source.columns ?? [])])
    .where('id', '>', (page - 1) * URLS_PER_SITEMAP)
    .andWhere('id', '<=', page * URLS_PER_SITEMAP)
    .orderBy('id');
  return rows.map((row) => ({ path: source.path(row), lastmod: row.updated_at }));
}
