import type { ReactNode } from 'react';
import SiteLayout from '../layouts/site-layout';
import { loadPage, type PageModule } from '../lib/page-modules';

/** The public pages; the backstage ones are listed in backstage-pages.tsx. */
const pages = import.meta.glob<PageModule>(['./**/*.tsx', '!./backstage/**', '!./backstage-pages.tsx']);

/**
 * The component name IS the path: 'songs/show' <-> pages/songs/show.tsx. Every page gets the
 * persistent site layout unless it declares its own, so the player survives navigation. Backstage
 * pages get the backstage layout: both come from a chunk of their own (backstage-pages.tsx), fetched
 * on demand, that the public site never loads.
 */
export async function resolvePage(name: string) {
  if (name.startsWith('backstage/')) {
    const { resolveBackstagePage } = await import('./backstage-pages');
    return resolveBackstagePage(name);
  }
  const page = await loadPage(pages, name);
  page.layout ??= (content: ReactNode) => <SiteLayout>{content}</SiteLayout>;
  return page;
}
