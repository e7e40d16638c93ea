import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { embeddablePage, embedIframe } from '@common/embeds';
import { publicOrigin } from '../../http/public-origin';
import { loadEmbed } from './embeds.loaders';

/** The share card (features/share-images.md) is the thumbnail: a PNG every editor shows. */
const THUMBNAIL = { width: 1200, height: 630 };
/** The width an editor gets without asking: a column of text, which the player fills. */
const DEFAULT_WIDTH = 600;
/** A day, like the share cards: a title or cover changed in backstage reaches pasted embeds within it. */
const CACHE_AGE = 86_400;

const dimension = z.coerce.number().int().min(1).max(10_000).optional();
const oembedQuery = z.object({
  url: z.string().min(1).max(2048),
  format: z.string().max(16).optional(),
  maxwidth: dimension,
  maxheight: dimension,
});

/** oEmbed 1.0, type "rich" (https://oembed.com/): what an editor needs to put our player in a post. */
export interface OembedAnswer {
  version: '1.0';
  type: 'rich';
  html: string;
  width: number;
  height: number;
  title: string;
  author_name: string;
  author_url: string;
  provider_name: string;
  provider_url: string;
  thumbnail_url: string;
  thumbnail_width: number;
  thumbnail_height: number;
  cache_age: number;
}

const fail = (res: Response, status: number, message: string) => res.status(status).json({ message });

/** The page a URL names on this site, or undefined for anything else (another host, a scheme, a path with no player). */
function ourPage(req: Request, context: AppContext, url: string) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'malformed' as const;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'malformed' as const;
  return parsed.origin === publicOrigin(req, context.config) ? embeddablePage(parsed.pathname) : undefined;
}

/**
 * `GET /oembed?url=…&format=json[&maxwidth=&maxheight=]`. 400 for a missing or malformed url or size,
 * 501 for any format but JSON (the spec's answer for XML, which we do not write), 404 for a URL that is
 * not one of our song, playlist or episode pages or whose record is not public.
 */
export const oembed =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const query = oembedQuery.safeParse(req.query);
    if (!query.success) return void fail(res, 400, 'Give the address of a Hees page as url, and sizes as whole numbers of pixels.');
    const { url, format = 'json', maxwidth, maxheight } = query.data;
    if (format !== 'json') return void fail(res, 501, 'Only format=json is offered.');
    const page = ourPage(req, context, url);
    if (page === 'malformed') return void fail(res, 400, 'The url is not an http or https address.');
    if (!page) return void fail(res, 404, 'That address is not a Hees song, playlist or episode.');
    const embed = await loadEmbed(context, page.kind, page.id);
    if (!embed) return void fail(res, 404, 'That song, playlist or episode is not on Hees.');

    const origin = publicOrigin(req, context.config);
    const width = Math.min(DEFAULT_WIDTH, maxwidth ?? DEFAULT_WIDTH);
    // A shorter frame than the player's still works: the lyrics or track list scroll inside it.
    const height = Math.min(embed.height, maxheight ?? embed.height);
    const answer: OembedAnswer = {
      version: '1.0',
      type: 'rich',
      html: embedIframe({ origin, kind: page.kind, id: page.id, title: embed.title, width, height }),
      width,
      height,
      title: embed.title,
      author_name: embed.author.name,
      author_url: `${origin}${embed.author.href}`,
      provider_name: 'Hees',
      provider_url: origin,
      thumbnail_url: `${origin}/share/${page.kind}/${page.id}.png`,
      thumbnail_width: THUMBNAIL.width,
      thumbnail_height: THUMBNAIL.height,
      cache_age: CACHE_AGE,
    };
    res.set('Cache-Control', `public, max-age=${CACHE_AGE}`).json(answer);
  };
