import { App } from '@inertiajs/react';
import type { Page } from '@inertiajs/core';
import { renderToString } from 'react-dom/server';
import { resolvePage } from './pages/resolve';
import { documentTitle } from './lib/title';
import { TranslatorProvider } from './i18n/i18n-context';
import { translatorFromPage } from './i18n/page-translator';

export interface RenderedPage {
  /** Tags the page's `<Head>` produced (title, meta, links), one string each. */
  head: string[];
  /** The markup of the app, to go inside the root element. */
  body: string;
}

type ResolvedPage = Awaited<ReturnType<typeof resolvePage>>;
const resolveComponent = (name: string): Promise<ResolvedPage> => Promise.resolve(resolvePage(name)).then((module) => (module as { default?: ResolvedPage }).default ?? module);

/**
 * The server-side entry (built into bootstrap/ssr by `vite build --ssr`, loaded by server/inertia/ssr.ts):
 * the same pages, layout and title rule as app.tsx, rendered to a string.
 *
 * Inertia's `App` is rendered as its createInertiaApp would on the server, without that function:
 * its server path also serialises the whole page object again (buildSSRBody: a script tag and a root
 * of its own, 4% of an uncached page's CPU in a profile) only for the server's HTML shell, which
 * writes both itself, to throw it away.
 */
export default async function render(page: Page): Promise<RenderedPage> {
  let head: string[] = [];
  const initialComponent = await resolveComponent(page.component);
  const body = renderToString(
    // A translator per render: pages of both languages are rendered side by side in this process.
    <TranslatorProvider translator={translatorFromPage(page)}>
      <App
        initialPage={page}
        initialComponent={initialComponent}
        resolveComponent={resolveComponent}
        titleCallback={(title: string) => documentTitle(title)}
        onHeadUpdate={(elements: string[]) => (head = elements)}
      />
    </TranslatorProvider>,
  );
  return { head, body };
}
