import { createInertiaApp } from '@inertiajs/react';
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

/**
 * The server-side entry (built into bootstrap/ssr by `vite build --ssr`, loaded by server/inertia/ssr.ts):
 * the same pages, layout and title rule as app.tsx, rendered to a string.
 */
export default async function render(page: Page): Promise<RenderedPage> {
  let body = '';
  const { head } = await createInertiaApp({
    page,
    resolve: resolvePage,
    title: (title) => documentTitle(title),
    // A translator per render: pages of both languages are rendered side by side in this process.
    setup: ({ App, props }) => (
      <TranslatorProvider translator={translatorFromPage(page)}>
        <App {...props} />
      </TranslatorProvider>
    ),
    // Inertia's own `body` repeats the page JSON in a script tag and a root of its own; the server's HTML
    // shell already writes both (with its own escaping), so only the app's markup is kept.
    render: (app) => (body = renderToString(app)),
  });
  return { head, body };
}
