import sanitizeHtml from 'sanitize-html';

/** A link leaving the site opens in a new tab that cannot reach back into ours (`window.opener`). */
const safeLink: sanitizeHtml.Transformer = (tagName, { href }) => {
  const attribs: sanitizeHtml.Attributes = {};
  if (href) attribs.href = href;
  if (href && /^(https?:)?\/\//i.test(href)) Object.assign(attribs, { target: '_blank', rel: 'noopener noreferrer' });
  return { tagName, attribs };
};

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { b: 'strong', i: 'em', h1: 'h2', h4: 'h3', a: safeLink },
};

/**
 * Staff-written HTML (biographies, pages, event descriptions) cut down to the few tags the site
 * styles. Done when reading, so a row written by any means (an import, an old backup) is safe too.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, RICH_TEXT) : '';
}

const INLINE_TEXT: sanitizeHtml.IOptions = {
  ...RICH_TEXT,
  allowedTags: ['strong', 'em', 'a', 'br'],
  transformTags: { b: 'strong', i: 'em', a: safeLink },
};

/** A line of imported text (a story paragraph or heading): its emphasis and links, nothing more. */
export function sanitizeInlineText(html: string): string {
  return sanitizeHtml(html, INLINE_TEXT);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The text of some HTML, one line: for meta descriptions and structured data. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  // Block edges become spaces, so "<p>One.</p><p>Two.</p>" reads "One. Two." rather than "One.Two.".
  const spaced = html.replace(/<\/?(p|li|ul|ol|h[1-6]|blockquote|div)\b[^>]*>|<br\s*\/?>/gi, ' $& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text of some HTML with its paragraphs kept (a blank line between blocks, a line break for
 * <br>): imported show notes, which the episode page shows as text with its line breaks.
 */
export function paragraphText(html: string | null | undefined): string {
  if (!html) return '';
  const marked = html.replace(/<br\s*\/?>/gi, '\u0001').replace(/<\/(p|li|h[1-6]|blockquote|div)>/gi, '\u0002');
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} }).replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
  return text
    .split('\u0002')
    .map((block) => block.split('\u0001').map((line) => line.replace(/\s+/g, ' ').trim()).join('\n').trim())
    .filter(Boolean)
    .join('\n\n');
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function excerpt(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.;:–-]+$/, '');
  return `${atWord.length > max / 2 ? atWord : cut}…`;
}

/**
 * Text staff type into a plain-text field (a scholar's bio, a lecture's translation block): any
 * markup pasted in is dropped and its text kept, the line breaks stay as typed. The pages show it
 * as text, so nothing in it is ever read as HTML.
 */
export function sanitizePlainText(text: string): string {
  const stripped = sanitizeHtml(text.replace(/\r\n?/g, '\n'), { allowedTags: [], allowedAttributes: {} }).replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
  return stripped
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
