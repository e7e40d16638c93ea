import type { ReactNode } from 'react';
import BackstageLayout from '../layouts/backstage-layout';
import { loadPage, type PageModule } from '../lib/page-modules';

/**
 * The backstage pages, and the layout they share: a chunk of its own that resolve.tsx fetches only
 * for a backstage page, so the public entry does not carry the list of every backstage chunk.
 */
const pages = import.meta.glob<PageModule>('./backstage/**/*.tsx');

export async function resolveBackstagePage(name: string) {
  const page = await loadPage(pages, name);
  page.layout ??= (content: ReactNode) => <BackstageLayout>{content}</BackstageLayout>;
  return page;
}
