import type { ComponentType, ReactNode } from 'react';

export type PageModule = { default: ComponentType & { layout?: (page: ReactNode) => ReactNode } };

/**
 * The component of page `name` from a glob of page modules (the public pages' in pages/resolve.tsx,
 * the backstage ones' in pages/backstage-pages.tsx): both chunks use it, neither imports the other.
 */
export async function loadPage(from: Record<string, () => Promise<PageModule>>, name: string) {
  const load = from[`./${name}.tsx`];
  if (!load) throw new Error(`Unknown page component: ${name}`);
  return (await load()).default;
}
