import type { ComponentType, ReactNode } from 'react';

/**
 * A page module as import.meta.glob hands it over. Apart from pages/resolve.tsx and
 * pages/backstage-pages.tsx, which both load pages, so neither imports the other for it.
 */
export type PageModule = { default: ComponentType & { layout?: (page: ReactNode) => ReactNode } };

/** The component of page `name` from a glob of page modules (the public one, or the backstage one). */
export async function loadPage(from: Record<string, () => Promise<PageModule>>, name: string) {
  const load = from[`./${name}.tsx`];
  if (!load) throw new Error(`Unknown page component: ${name}`);
  return (await load()).default;
}
