/**
 * robots.txt: crawl everything public; keep crawlers out of the staff area, its API and the sign-in
 * round trip (nothing to index there, and following /auth would start OAuth flows).
 */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /backstage',
    'Disallow: /api/backstage',
    'Disallow: /auth',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
