import type { CollectionPage, Graph, SearchAction, SearchResultsPage, WebPage, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import { SCHEMA_CONTEXT, siteOrganization } from './structured-data';
import { absoluteUrl } from './urls';

/**
 * schema.org descriptions of the site's own pages (home, lists, static pages), typed with schema-dts.
 * The entities' are in structured-data.ts.
 */

const url = (origin: string, path: string) => absoluteUrl(origin, path)!;

/**
 * The home page: the site, with the search box Google can show under it (its SearchAction), and the
 * organisation behind it with its logo. One graph, so the two can name each other.
 */
export function websiteGraph(name: string, description: string, origin: string): Graph {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${url(origin, '/search')}?query={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  const organization = { ...siteOrganization(name, origin), '@id': url(origin, '/#organization') };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': url(origin, '/#website'),
    name,
    description,
    url: url(origin, '/'),
    inLanguage: ['so', 'en'],
    publisher: { '@id': organization['@id'] },
    potentialAction: search,
  };
  return { '@context': SCHEMA_CONTEXT, '@graph': [website, organization] };
}

/** One entry of a list page: the page it links to and its name. */
export interface ListEntry {
  name: string;
  path: string;
}

/**
 * A list page (playlists, podcasts, news, a genre...): a CollectionPage whose main entity is the
 * ItemList of what this page of it shows, each entry with its place and its page.
 */
export function collectionPage(name: string, description: string, path: string, entries: ListEntry[], origin: string, offset = 0): WithContext<CollectionPage> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'CollectionPage',
    name,
    description,
    url: url(origin, path),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: entries.length,
      itemListElement: entries.map((entry, index) => ({ '@type': 'ListItem', position: offset + index + 1, name: entry.name, url: url(origin, entry.path) })),
    },
  };
}

/** The place of a paged list's first entry (page 3 of 24 a page starts after 48). */
export const listOffset = (page: { current_page: number; per_page: number }) => (page.current_page - 1) * page.per_page;

/** A static page (`/pages/terms`, the apps page): a WebPage, with when it last changed where known. */
export function webPage(name: string, description: string, path: string, origin: string, dateModified?: string | null): WithContext<WebPage> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebPage',
    name,
    description,
    url: url(origin, path),
    ...(dateModified && { dateModified }),
  };
}

/** The search page, with or without a query. */
export function searchResultsPage(name: string, description: string, path: string, origin: string): WithContext<SearchResultsPage> {
  return { '@context': SCHEMA_CONTEXT, '@type': 'SearchResultsPage', name, description, url: url(origin, path) };
}
