import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageObject } from './page-object';
import type { SsrResult } from './ssr-result';
import { fileVersion } from './file-version';

/** The default export of the built SSR entry (resources/js/ssr.tsx). */
type RenderPage = (page: PageObject) => Promise<{ head: string[]; body: string }>;

/** Written by `npm run build` (vite build --ssr). */
export const SSR_BUNDLE = path.resolve('bootstrap', 'ssr', 'ssr.js');

/** The address the bundle is imported by: the query makes a rebuilt file a new module (Node caches modules by URL). */
const bundleUrl = (bundlePath: string, mtimeMs: number) => `${pathToFileURL(bundlePath).href}?v=${mtimeMs}`;

/**
 * Imports the bundle ahead of the first page (npm start does it while the embedded database opens):
 * the first render then finds it in Node's module cache instead of spending ~0.3-1 s loading React
 * and every page. Nothing happens without a bundle; a failure is left to the first render to report.
 */
export async function preloadSsrBundle(bundlePath: string): Promise<void> {
  const mtimeMs = fileVersion(bundlePath)();
  if (mtimeMs === undefined) return;
  await import(/* @vite-ignore */ bundleUrl(bundlePath, mtimeMs)).catch(() => undefined);
}

/**
 * Server-side rendering in-process, through the bundle `npm run build` writes. The bundle is imported
 * once and kept; it is imported again when a rebuild replaces the file while the server runs (seen
 * within a second: fileVersion), so the markup comes from the same build as the client that hydrates it. Without a bundle the
 * answer is null: the page goes out as the client-rendered shell.
 */
export function ssrFromBundle(bundlePath: string, versionCheck: Parameters<typeof fileVersion>[1] = {}): (page: PageObject) => Promise<SsrResult | null> {
  let loaded: { mtimeMs: number; render: Promise<RenderPage> } | undefined;
  const version = fileVersion(bundlePath, versionCheck);
  return async (page) => {
    const mtimeMs = version();
    if (mtimeMs === undefined) return null;
    if (loaded?.mtimeMs !== mtimeMs) {
      loaded = { mtimeMs, render: import(/* @vite-ignore */ bundleUrl(bundlePath, mtimeMs)).then((module: { default: RenderPage }) => module.default) };
    }
    const render = await loaded.render;
    const { head, body } = await render(page);
    return { head: head.join('\n'), body };
  };
}
