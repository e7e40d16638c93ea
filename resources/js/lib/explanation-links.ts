/** A piece of an explanation's body: plain text, or a bare https URL to show as a link. */
export type BodyPiece = { text: string; href?: undefined } | { text: string; href: string };

// Bare https URLs only: explanations are plain text, and anything else (http, javascript:, data:) stays text.
const URL_PATTERN = /https:\/\/[^\s<>"'`]+/giu;
// Punctuation a sentence puts after a link belongs to the sentence ("see https://x.so/a.").
const TRAILING = /[.,;:!?'"’”)\]}»،؛؟]+$/u;

/**
 * The body of an explanation cut into text and links, for React to render as text nodes and <a>
 * elements (never as HTML). A closing bracket is kept when the URL opened one itself (Wikipedia's
 * "…_(song)").
 */
export function linkPieces(body: string): BodyPiece[] {
  const pieces: BodyPiece[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    let url = match[0];
    let trail = url.match(TRAILING)?.[0] ?? '';
    if (trail.startsWith(')') && url.includes('(')) trail = trail.slice(1);
    url = url.slice(0, url.length - trail.length);
    const start = match.index;
    if (url.length <= 'https://'.length || !isWebAddress(url)) continue;
    if (start > last) pieces.push({ text: body.slice(last, start) });
    pieces.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < body.length) pieces.push({ text: body.slice(last) });
  return pieces;
}

function isWebAddress(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname.includes('.');
  } catch {
    return false;
  }
}
