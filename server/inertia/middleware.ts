import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { buildPageObject, readPartialHeaders } from './page-object';
import { escapeHtml, escapePageJson, renderShell } from './html';
import { messagesFileOf, withoutMessages } from './page-messages';
import { renderKey, type KeptRender, type RenderCache } from './render-cache';
import type { ClientAssets } from './vite-manifest';
import type { PageObject } from './page-object';
import type { SsrResult } from './ssr-result';

export type { SsrResult };

export interface InertiaOptions {
  /** The built client: read lazily so a build made after start-up is picked up by tests. */
  assets: () => ClientAssets;
  /** Props every page gets (auth user, menu...); page props win on conflicts. */
  shared?: (req: Request) => Record<string, unknown>;
  /** Server-side rendering; null or a throw falls back to the client-rendered shell. */
  ssr?: (page: PageObject) => Promise<SsrResult | null>;
  onSsrError?: (error: unknown, page: PageObject) => void;
  /** Markup rendered for a visitor's page, kept by its page object (render-cache.ts); none: every page is rendered. */
  renderCache?: RenderCache;
  appName?: string;
}

export interface InertiaResponse {
  render(component: string, props?: Record<string, unknown>, status?: number): Promise<void>;
  /** Adds props for this request's page (middleware uses it; handlers pass props to render). */
  share(props: Record<string, unknown>): void;
  /** One-time data for the next page rendered (this one, or the one after a redirect). */
  flash(key: string, value: unknown): void;
  /** Sends the browser to a URL outside Inertia (another site, a file download). */
  location(url: string): void;
  /**
   * Tells the client to drop its history (logout), on this page or the next one rendered: like flash it
   * survives a redirect, so call it after regenerating the session, not before.
   */
  clearHistory(): void;
  encryptHistory(): void;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Response {
      inertia: InertiaResponse;
    }
  }
}

declare module 'express-session' {
  interface SessionData {
    flash?: Record<string, unknown>;
    errors?: Record<string, unknown>;
    clearHistory?: boolean;
  }
}

/** For the developer whose new GET route flashes: server/http/session-where-needed.ts says which requests have a session. */
const NO_SESSION = 'This request has no session: a visitor\'s GET has one only under /auth (flash after a write, or sign in first)';

export const isInertiaRequest = (req: Request) => req.get('X-Inertia') === 'true';

const isPrefetch = (req: Request) => req.get('Purpose') === 'prefetch' || req.get('Sec-Purpose')?.includes('prefetch');

export function inertia(options: InertiaOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const inertiaRequest = isInertiaRequest(req);
    res.vary('X-Inertia');

    // Asset version (items 4-5): a stale client reloads the whole page. Only GETs are checked.
    const version = options.assets().version;
    if (inertiaRequest && req.method === 'GET' && (req.get('X-Inertia-Version') ?? '') !== version) {
      res.status(409).set('X-Inertia-Location', req.originalUrl).end();
      return;
    }

    // Item 6: after PUT/PATCH/DELETE the browser must follow a redirect with GET.
    const redirect = res.redirect.bind(res) as (status: number, url: string) => void;
    res.redirect = ((statusOrUrl: number | string, maybeUrl?: string | number) => {
      let status = typeof statusOrUrl === 'number' ? statusOrUrl : 302;
      const url = String(typeof statusOrUrl === 'number' ? maybeUrl : statusOrUrl);
      if (inertiaRequest && status === 302 && ['PUT', 'PATCH', 'DELETE'].includes(req.method)) status = 303;
      redirect(status, url);
    }) as Response['redirect'];

    const extraShared: Record<string, unknown> = {};
    let encryptHistory = false;

    res.inertia = {
      share(props) {
        Object.assign(extraShared, props);
      },
      flash(key, value) {
        if (!req.session) throw new Error(NO_SESSION);
        req.session.flash = { ...req.session.flash, [key]: value };
      },
      location(url) {
        if (inertiaRequest) res.status(409).set('X-Inertia-Location', url).end();
        else res.redirect(302, url);
      },
      clearHistory() {
        // Kept in the session: logout redirects, and the page after the redirect is the one that must carry it.
        if (!req.session) throw new Error(NO_SESSION);
        req.session.clearHistory = true;
      },
      encryptHistory() {
        encryptHistory = true;
      },
      async render(component, props = {}, status = 200) {
        const session = req.session;
        const flash = session?.flash;
        const errors = session?.errors ?? {};
        const clearHistory = session?.clearHistory === true;
        // Flash, errors and clearHistory live for one page; a prefetch must not use them up (item 14).
        if (session && !isPrefetch(req) && (flash || session.errors || clearHistory)) {
          delete session.flash;
          delete session.errors;
          delete session.clearHistory;
        }
        const page = await buildPageObject({
          component,
          url: req.originalUrl,
          version,
          shared: { ...options.shared?.(req), ...extraShared },
          props,
          errors,
          partial: readPartialHeaders((name) => req.get(name)),
          flash,
          clearHistory,
          encryptHistory,
        });

        if (inertiaRequest) {
          res.status(status).set('X-Inertia', 'true').json(page);
          return;
        }
        res.status(status).type('html').send(await renderHtml(page, options, res));
      },
    };
    next();
  };
}

/** A page with nothing of one visitor in it (no one signed in): the same markup for everyone who gets its props. */
const isAnyones = (page: PageObject) => (page.props.auth as { user?: unknown } | undefined)?.user == null;

async function renderHtml(page: PageObject, options: InertiaOptions, res: Response): Promise<Buffer> {
  const assets = options.assets();
  // The app starts with the messages from their own file (page-messages.ts); without the app (no
  // build) nothing reads them, and they stay where the page object has them.
  const messagesFile = assets.script ? messagesFileOf(page) : undefined;
  // Serialised once: the HTML carries it, and the render cache keys on it (and on the messages, which
  // the markup is rendered in and which the JSON no longer holds).
  const pageJson = escapePageJson(messagesFile ? withoutMessages(page) : page);
  const cache = options.ssr && isAnyones(page) ? options.renderCache : undefined;
  const key = cache ? renderKey(messagesFile ? `${messagesFile}\n${pageJson}` : pageJson) : '';
  let ssr: SsrResult | KeptRender | null = cache?.get(key) ?? null;
  if (cache) res.set('X-Render-Cache', ssr ? 'hit' : 'miss');
  if (!ssr && options.ssr) {
    try {
      const rendered = await options.ssr(page);
      ssr = rendered && cache ? cache.set(key, rendered) : rendered;
    } catch (error) {
      options.onSsrError?.(error, page);
    }
  }
  // The page's <Head> gives the title when SSR ran; a page without one still gets the title prop's.
  const head = ssr?.head ?? '';
  const title = /<title[\s>]/i.test(head) ? '' : `<title>${escapeHtml(plainTitle(page, options.appName ?? 'Hees'))}</title>`;
  const pageAssets = assets.page?.(page.component);
  const assetTags = [assets.tags, pageAssets?.tags].filter(Boolean).join('\n');
  const app = assets.script
    ? { script: assets.script, modules: [...(assets.modules ?? []), ...(pageAssets?.modules ?? [])], messages: messagesFile }
    : undefined;
  // The page's language, as the shared props resolved it (server/i18n): `<html lang>` says it.
  const lang = typeof page.props.locale === 'string' ? page.props.locale : undefined;
  return renderShell({ pageJson, assetTags, app, head: [title, head].filter(Boolean).join('\n'), body: ssr?.body, lang });
}

function plainTitle(page: PageObject, appName: string): string {
  const title = typeof page.props.title === 'string' && page.props.title ? page.props.title : undefined;
  return title ? `${title} - ${appName}` : appName;
}
