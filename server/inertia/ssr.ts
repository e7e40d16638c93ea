import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageObject } from './page-object';
import type { SsrResult } from './middleware';

/** The default export of the built SSR entry (resources/js/ssr.tsx). */
type RenderPage = (page: PageObject) => Promise<{ head: string[]; body: string }>;

const modifiedAt = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
};

/**
 * Server-side rendering in-process, through the bundle `npm run build` writes. The bundle is imported
 * once and kept; it is imported again only when a rebuild replaces the file while the server runs, so
 * the markup always comes from the same build as the client that hydrates it. Without a bundle the
 * answer is null: the page goes out as the client-rendered shell.
 */
export function ssrFromBundle(bundlePath: string): (page: PageObject) => Promise<SsrResult | null> {
  let loaded: { mtimeMs: number; render: Promise<RenderPage> } | undefined;
  return async (page) => {
    const mtimeMs = modifiedAt(bundlePath);
    if (mtimeMs === undefined) return null;
    if (loaded?.mtimeMs !== mtimeMs) {
      // The query makes a rebuilt file a new module; Node caches modules by URL.
      const url = `${pathToFileURL(bundlePath).href}?v=${mtimeMs}`;
      loaded = { mtimeMs, render: import(/* @vite-ignore */ url).then((module: { default: RenderPage }) => module.default) };
    }
    const render = await loaded.render;
    const { head, body } = await render(page);
    return { head: head.join('\n'), body };
  };
}
