import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { plainText, sanitizeInlineText } from '../../lib/rich-text';

/** A block of spec §3's Story: a paragraph or heading (text) or an image (its source address here). */
export type ArticleBlock = { type: 'paragraph' | 'heading'; data: { text: string } } | { type: 'image'; data: { url: string } };

export interface ExtractedArticle {
  title: string;
  author: string | null;
  /** When the source first published it, when the page says. */
  publishedAt: Date | null;
  sourceName: string;
  /** The page's own picture of the story (og:image), else the first image in the text. */
  leadImage: string | null;
  blocks: ArticleBlock[];
}

/** Why a page is not made into a story, in words for the message area. */
export class NotAnArticle extends Error {
  override name = 'NotAnArticle';
}

/** Less story text than this is a listing, a login wall or an error page, not an article. */
const MIN_TEXT = 200;
const MAX_BLOCKS = 300;
const MAX_TEXT = 20_000;

const attr = (document: Document, selector: string, name: string) => document.querySelector(selector)?.getAttribute(name)?.trim() || null;

/** The first JSON-LD object on the page that describes an article (the shape news sites publish). */
function jsonLdArticle(document: Document): Record<string, unknown> | null {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const parsed = JSON.parse(script.textContent ?? '') as unknown;
      const candidates = (Array.isArray(parsed) ? parsed : [parsed, ...((parsed as { '@graph'?: unknown[] })?.['@graph'] ?? [])]) as Record<string, unknown>[];
      const article = candidates.find((item) => typeof item?.['@type'] === 'string' && /Article|BlogPosting|Report/.test(item['@type']));
      if (article) return article;
    } catch {
      // A broken script is someone else's bug: the page's other hints still count.
    }
  }
  return null;
}

const nameOf = (value: unknown): string | null => {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first.trim() || null;
  if (first && typeof first === 'object' && typeof (first as { name?: unknown }).name === 'string') return (first as { name: string }).name.trim() || null;
  return null;
};

function dateOf(...candidates: (string | null | undefined)[]): Date | null {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const date = new Date(candidate);
    // A date a page gets wrong by centuries is no date at all.
    if (!Number.isNaN(date.getTime()) && date.getUTCFullYear() > 1990 && date.getTime() < Date.now() + 86_400_000) return date;
  }
  return null;
}

/** An image's real source: lazy-loading pages keep it in data-src or srcset, with a placeholder in src. */
function imageSource(image: Element, base: string): string | null {
  const lazy = image.getAttribute('data-src') ?? image.getAttribute('data-lazy-src') ?? image.getAttribute('data-original');
  const fromSet = (image.getAttribute('srcset') ?? image.getAttribute('data-srcset'))?.split(',').map((entry) => entry.trim().split(/\s+/)[0]).filter(Boolean).at(-1);
  const src = image.getAttribute('src');
  for (const candidate of [lazy, src && !src.startsWith('data:') ? src : null, fromSet]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate, base);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // Not an address: try the next one.
    }
  }
  return null;
}

const TEXT_TAGS = new Set(['P', 'LI', 'BLOCKQUOTE', 'PRE', 'FIGCAPTION', 'DD']);

/** The readable content as blocks, in reading order: headings, paragraphs (with their links and emphasis) and images. */
function blocksOf(root: Element, base: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  const push = (block: ArticleBlock) => {
    if (blocks.length < MAX_BLOCKS) blocks.push(block);
  };
  const images = (element: Element) => {
    for (const image of element.querySelectorAll('img')) {
      const url = imageSource(image, base);
      if (url) push({ type: 'image', data: { url } });
    }
  };
  const walk = (element: Element) => {
    for (const child of element.children) {
      const tag = child.tagName.toUpperCase();
      if (/^H[1-6]$/.test(tag)) {
        const text = plainText(child.innerHTML).slice(0, MAX_TEXT);
        if (text) push({ type: 'heading', data: { text } });
      } else if (tag === 'IMG') {
        const url = imageSource(child, base);
        if (url) push({ type: 'image', data: { url } });
      } else if (TEXT_TAGS.has(tag)) {
        images(child);
        const text = sanitizeInlineText(child.innerHTML).trim().slice(0, MAX_TEXT);
        if (plainText(text)) push({ type: 'paragraph', data: { text } });
      } else {
        walk(child);
      }
    }
  };
  walk(root);
  return blocks;
}

/**
 * The story in a news page, as a reader sees it: Readability (Mozilla's reader view) finds the
 * article among the page's menus, ads and comments; the page's meta tags and JSON-LD add who wrote
 * it, when, and for which site. `url` is where the page was fetched from (after redirects): relative
 * links and images are read against it.
 */
export function extractArticle(html: string, url: string): ExtractedArticle {
  const { document } = parseHTML(html);
  const head = document.querySelector('head');
  // Readability makes relative addresses absolute against <base> (or the document's own URL, which linkedom lacks).
  if (head && !document.querySelector('base[href]')) {
    const base = document.createElement('base');
    base.setAttribute('href', url);
    head.prepend(base);
  }
  const meta = {
    ogTitle: attr(document, 'meta[property="og:title"]', 'content'),
    ogImage: attr(document, 'meta[property="og:image"]', 'content') ?? attr(document, 'meta[name="twitter:image"]', 'content'),
    siteName: attr(document, 'meta[property="og:site_name"]', 'content'),
    author: attr(document, 'meta[name="author"]', 'content') ?? attr(document, 'meta[property="article:author"]', 'content'),
    published: attr(document, 'meta[property="article:published_time"]', 'content') ?? attr(document, 'time[datetime]', 'datetime'),
  };
  const ld = jsonLdArticle(document);
  const article = new Readability(document as unknown as Document, { charThreshold: MIN_TEXT }).parse();
  if (!article?.content || (article.textContent ?? '').trim().length < MIN_TEXT) {
    throw new NotAnArticle('That page does not look like an article: no story text was found on it.');
  }
  const { document: content } = parseHTML(`<!doctype html><html><body>${article.content}</body></html>`);
  const blocks = blocksOf(content.body as unknown as Element, url);
  // A listing's links can add up to enough text; an article's is in paragraphs.
  const storyText = blocks.reduce((length, block) => length + (block.type === 'paragraph' ? plainText(block.data.text).length : 0), 0);
  if (storyText < MIN_TEXT) throw new NotAnArticle('That page does not look like an article: no story text was found on it.');
  const title = (article.title || meta.ogTitle || nameOf(ld?.headline) || '').trim();
  if (!title) throw new NotAnArticle('That page has no title: it cannot be made into a story.');
  // Readability keeps the article's own heading as its first block; the story shows the title already.
  const [first, ...rest] = blocks;
  const author = (article.byline?.trim() || meta.author || nameOf(ld?.author))?.replace(/^by\s+/i, '').slice(0, 200) ?? null;
  // Nor is the byline a paragraph of the story: the story shows its author apart.
  const isByline = (block: ArticleBlock, index: number) => index < 3 && author !== null && block.type === 'paragraph' && plainText(block.data.text).replace(/^by\s+/i, '').toLowerCase() === author.toLowerCase();
  const body = (first?.type === 'heading' && first.data.text === title ? rest : blocks).filter((block, index) => !isByline(block, index));
  const leadImage = (() => {
    try {
      return meta.ogImage ? new URL(meta.ogImage, url).href : null;
    } catch {
      return null;
    }
  })();
  return {
    title: title.slice(0, 300),
    author,
    publishedAt: dateOf(article.publishedTime, meta.published, typeof ld?.datePublished === 'string' ? ld.datePublished : null),
    sourceName: (article.siteName?.trim() || meta.siteName || nameOf(ld?.publisher) || new URL(url).hostname.replace(/^www\./, '')).slice(0, 200),
    leadImage: leadImage ?? body.find((block) => block.type === 'image')?.data.url ?? null,
    blocks: body,
  };
}
