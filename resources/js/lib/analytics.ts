import { router } from '@inertiajs/react';
import { documentTitle } from './title';

export interface PageView {
  path: string;
  title: string;
  referrer: string;
}

/** Delivers one JSON body to the analytics endpoint. */
export type Send = (url: string, body: string) => void;

/** What the reporter needs of an Inertia page: its URL and the shared `app` props. */
export interface VisitedPage {
  url: string;
  props: { title?: unknown; app?: { name?: string; analyticsUrl?: string | null } };
}

/**
 * Returns the function called on every navigation. The referrer of the first page is the document's
 * own; after that it is the page the visitor came from inside the app. Nothing is sent without an
 * analytics URL.
 */
export function pageViewReporter(send: Send, firstReferrer: string, origin: string) {
  let previousPath: string | null = null;
  return (page: VisitedPage): PageView | null => {
    const referrer = previousPath === null ? firstReferrer : origin + previousPath;
    previousPath = page.url;
    const endpoint = page.props.app?.analyticsUrl;
    if (!endpoint) return null;
    const view = { path: page.url, title: documentTitle(page.props.title, page.props.app?.name), referrer };
    send(endpoint, JSON.stringify(view));
    return view;
  };
}

/**
 * sendBeacon survives the page unloading; a plain string goes as text/plain, which needs no CORS
 * preflight. When the beacon queue refuses it, a keepalive fetch carries it instead.
 */
export const sendBeacon: Send = (url, body) => {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', mode: 'no-cors' }).catch(() => undefined);
};

/** Reports a page view on every Inertia navigation, the first page load included. */
export function trackPageViews(send: Send = sendBeacon) {
  const report = pageViewReporter(send, document.referrer, window.location.origin);
  return router.on('navigate', (event) => {
    report(event.detail.page);
  });
}
