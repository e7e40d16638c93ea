/** Writing the sitemap protocol (sitemaps.org/protocol.html): URL sets and the index of them. */

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapLocation {
  /** An absolute URL. */
  loc: string;
  lastmod?: Date;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** W3C datetime to the second: "2025-03-14T10:00:00Z". */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const entry = (tag: 'url' | 'sitemap', { loc, lastmod }: SitemapLocation) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</${tag}>`;

const xmlDocument = (root: 'urlset' | 'sitemapindex', tag: 'url' | 'sitemap', locations: SitemapLocation[]) =>
  [`<?xml version="1.0" encoding="UTF-8"?>`, `<${root} xmlns="${XMLNS}">`, ...locations.map((l) => entry(tag, l)), `</${root}>`, ''].join('\n');

export const urlSet = (urls: SitemapLocation[]) => xmlDocument('urlset', 'url', urls);

export const sitemapIndex = (sitemaps: SitemapLocation[]) => xmlDocument('sitemapindex', 'sitemap', sitemaps);
