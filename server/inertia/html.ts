import type { PageObject } from './page-object';
import { PROMO_DEVICE_SCRIPT } from '../lib/promo-device';
import { APP_START_SCRIPT } from './app-start-script';

const UNSAFE_IN_SCRIPT = /[<>&/\u2028\u2029]/g;
const ESCAPED: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '/': '\\/', '\u2028': '\\u2028', '\u2029': '\\u2029' };
/** One pass over the JSON rather than one per character (a CPU profile put 4% of an uncached page in six). */
const escapeJson = (json: string) => json.replace(UNSAFE_IN_SCRIPT, (char) => ESCAPED[char]!);

/**
 * JSON for a `<script type="application/json">` element. Escaping `<`, `>`, `&` and `/` means no
 * prop (say a lyric holding `</script>`) can close the element or open a comment.
 */
export const escapePageJson = (page: PageObject): string => escapeJson(JSON.stringify(page));

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface ShellParts {
  /** The page object as escapePageJson wrote it. */
  pageJson: string;
  /** Stylesheet tags of the built client, for <head>. */
  assetTags: string;
  /**
   * The client app's entry module and the chunks to preload with it (URLs, HTML-escaped); none without
   * a build. `messages`: the file of the interface's messages the app starts with (page-messages.ts).
   */
  app?: { script: string; modules: string[]; messages?: string };
  /** `<title>`/meta tags: from SSR when it ran, otherwise a plain title. */
  head: string;
  /**
   * Server-rendered markup of the app, inside the root element, when SSR ran: as the render gave it,
   * or as the render cache keeps it (UTF-8 bytes, sent as they are).
   */
  body?: string | Buffer;
  lang?: string;
}

/** The app's start: the last element of <body>, so the page it hydrates has been parsed when it runs. */
const appStart = (app: ShellParts['app']) =>
  app
    ? `\n<script data-entry="${app.script}" data-modules="${app.modules.join(' ')}"${app.messages ? ` data-messages="${escapeHtml(app.messages)}"` : ''}>${APP_START_SCRIPT}</script>`
    : '';

/**
 * The whole HTML answer, as the bytes to send: the markup kept as bytes (render-cache.ts) is copied in
 * rather than decoded to text and encoded again (an uncached page's markup is ~50 KB).
 */
export function renderShell({ pageJson, assetTags, app, head, body, lang = 'so' }: ShellParts): Buffer {
  const before = `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0f766e">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="/manifest.webmanifest">
<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">
<script>${PROMO_DEVICE_SCRIPT}</script>
${head}
${assetTags}
</head>
<body>
<script data-page="app" type="application/json">${pageJson}</script>
`;
  const after = `${appStart(app)}
</body>
</html>`;
  if (body === undefined) return Buffer.from(`${before}<div id="app"></div>${after}`, 'utf8');
  const root = '<div id="app" data-server-rendered="true">';
  if (typeof body === 'string') return Buffer.from(`${before}${root}${body}</div>${after}`, 'utf8');
  return Buffer.concat([Buffer.from(`${before}${root}`, 'utf8'), body, Buffer.from(`</div>${after}`, 'utf8')]);
}
