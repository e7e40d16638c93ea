import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { ValidationError } from '../../http/errors';
import { validateForm } from '../../backstage/form-input';
import { requiredHttpUrl } from '../../backstage/http-url-field';
import { recordUpload } from '../../backstage/media-uploads/media-uploads';
import { createRecord } from '../../backstage/record-writes';
import { OutboundFailed, OutboundRefused, safeFetch } from '../../services/outbound/safe-fetch';
import { copyImages, type CopiedImage } from '../../services/story-import/copy-images';
import { extractArticle, NotAnArticle, type ExtractedArticle } from '../../services/story-import/extract-article';
import type { StoryBlockInput, StoryInput } from './stories.schema';
import { storyFromSource, storyWrites } from './stories.writes';

/** A news page is well under this; more is a file, a feed dump or an attempt to fill our memory. */
const MAX_PAGE_BYTES = 5 * 1024 * 1024;

export const importInput = z.object({
  url: requiredHttpUrl('address of the article', 2000, 'Give the address of the article.'),
});

/** The address as we keep it (already checked http(s)): parsed, without the #fragment (the same article twice). */
function articleAddress(text: string): string {
  const url = new URL(text);
  url.hash = '';
  return url.href;
}

const alreadyImported = (title: string) => new ValidationError({ url: [`This article was imported already: “${title}”.`] });

/** The page's text in its own character set (the header's, else a <meta charset>, else UTF-8). */
function decodePage(body: Buffer, contentType: string): string {
  const declared = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 4096).toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** The story as our form would have it: copied images in place of the source's, those not copied left out. */
function storyOf(article: ExtractedArticle, address: string, copied: Map<string, CopiedImage>): StoryInput {
  const blocks = article.blocks.flatMap((block): StoryBlockInput[] => {
    if (block.type !== 'image') return [block];
    const image = copied.get(block.data.url);
    return image ? [{ type: 'image', data: { url: image.key } }] : [];
  });
  return {
    title: article.title,
    image: (article.leadImage && copied.get(article.leadImage)?.key) ?? null,
    source_name: article.sourceName,
    source_article: address,
    author: article.author,
    source_published_at: article.publishedAt,
    blocks,
  };
}

/**
 * POST /api/backstage/get-story {url} (spec §7, §8 'Story Imported.'): the article at the address is
 * fetched with the SSRF-safe client, its story extracted (Readability), its images copied into our
 * storage, and it is saved unpublished. Every failure is a 422 whose message says why, for the list's
 * message area; a failure after images were stored removes them.
 */
export const importStory =
  ({ config, db: { knex }, storage, logger, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const address = articleAddress(validateForm(importInput, req.body ?? {}).url);
    const before = await storyFromSource(knex, address);
    if (before) throw alreadyImported(before.title);

    let page;
    try {
      page = await safeFetch(address, { allowHosts: config.outboundAllowHosts, maxBytes: MAX_PAGE_BYTES, timeoutMs: config.storyImport.timeoutMs, accept: 'text/html,application/xhtml+xml' });
    } catch (error) {
      if (error instanceof OutboundRefused || error instanceof OutboundFailed) throw new ValidationError({ url: [error.message] });
      throw error;
    }
    const redirected = page.url !== address ? await storyFromSource(knex, page.url) : undefined;
    if (redirected) throw alreadyImported(redirected.title);
    if (!/html/i.test(page.contentType)) throw new ValidationError({ url: [`That address is not a web page (it is ${page.contentType.split(';')[0] || 'of no stated type'}).`] });

    let article: ExtractedArticle;
    try {
      article = extractArticle(decodePage(page.body, page.contentType), page.url);
    } catch (error) {
      if (error instanceof NotAnArticle) throw new ValidationError({ url: [error.message] });
      throw error;
    }
    const imageUrls = [article.leadImage, ...article.blocks.map((block) => (block.type === 'image' ? block.data.url : null))].filter((url): url is string => !!url);
    const copied = await copyImages(imageUrls, { storage, allowHosts: config.outboundAllowHosts, timeoutMs: config.storyImport.timeoutMs, logger: req.log ?? logger });

    let storyId: number;
    try {
      for (const image of copied.values()) {
        await recordUpload(knex, { path: image.key, kind: 'image', format: image.format, mime: image.contentType, bytes: image.bytes, width: image.width, height: image.height, duration_seconds: null, user_id: req.user!.id, imagepath: 'stories', component: 'story-import' });
      }
      storyId = await createRecord(knex, storyWrites, req.user!.id, storyOf(article, address, copied));
    } catch (error) {
      const keys = [...copied.values()].map((image) => image.key);
      await knex('media_uploads').whereIn('path', keys).delete().catch(() => undefined);
      for (const key of keys) await storage.remove(key).catch(() => undefined);
      // Two imports of one address at once: the database's unique index let one through.
      const same = await storyFromSource(knex, address);
      if (same) throw alreadyImported(same.title);
      throw error;
    }
    const story = await knex('stories').where('id', storyId).first('id', 'title', 'image', 'extra', 'published_at');
    res.status(201).json({ message: 'Story Imported.', data: { ...story, image_url: mediaUrl(story.image) } });
  };
