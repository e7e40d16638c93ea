import type { ComponentType, ReactNode } from 'react';
import SiteLayout from '../layouts/site-layout';

type PageModule = { default: ComponentType & { layout?: (page: ReactNode) => ReactNode } };

const pages = import.meta.glob<PageModule>('./**/*.tsx');

/**
 * The component name IS the path: 'songs/show' <-> pages/songs/show.tsx. Every page gets the
 * persistent site layout unless it declares its own, so the player survives navigation. Backstage
 * pages get the backstage layout, imported here on demand so it is a chunk of its own that the
 * public site never loads.
 */
export async function resolvePage(name: string) {
  const load = pages[`./${name}.tsx`];
  if (!load) throw new Error(`Unknown page component: ${name}`);
  const page = await load();
  if (name.startsWith('backstage/')) {
    const { default: BackstageLayout } = await import('../layouts/backstage-layout');
    page.default.layout ??= (content: ReactNode) => <BackstageLayout>{content}</BackstageLayout>;
  }
  page.default.layout ??= (content: ReactNode) => <SiteLayout>{content}</SiteLayout>;
  return page.default;
}
