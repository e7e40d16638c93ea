import type { ComponentType, ReactNode } from 'react';
import SiteLayout from '../layouts/site-layout';

type PageModule = { default: ComponentType & { layout?: (page: ReactNode) => ReactNode } };

const pages = import.meta.glob<PageModule>('./**/*.tsx');

/**
 * The component name IS the path: 'songs/show' <-> pages/songs/show.tsx. Every page gets the
 * persistent site layout unless it declares its own, so the player survives navigation.
 */
export async function resolvePage(name: string) {
  const load = pages[`./${name}.tsx`];
  if (!load) throw new Error(`Unknown page component: ${name}`);
  const page = await load();
  page.default.layout ??= (content: ReactNode) => <SiteLayout>{content}</SiteLayout>;
  return page.default;
}
