import { parseRssFeed, type RssFeed } from 'feedsmith';
import { paragraphText, plainText } from '../../lib/rich-text';

/** The feed is not a podcast we can read (not RSS, or no episodes with audio). */
export class FeedUnreadable extends Error {
  override name = 'FeedUnreadable';
}

export interface FeedEpisode {
  guid: string;
  title: string;
  description: string | null;
  excerpt: string | null;
  pubDate: Date;
  audio: string;
  audioBytes: number | null;
  audioType: string | null;
  durationSeconds: number | null;
  image: string | null;
  ordering: number;
}

export interface ParsedFeed {
  title: string;
  description: string | null;
  host: string | null;
  image: string | null;
  link: string | null;
  episodes: FeedEpisode[];
}

const MAX_EPISODES = 5_000;
const httpUrl = (value: unknown): string | null => (typeof value === 'string' && /^https?:\/\/\S+$/i.test(value) && value.length <= 1000 ? value : null);
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A podcast's RSS (with the iTunes namespace) as our rows: descriptions as text (markup, scripts
 * and all, removed; paragraphs kept), episodes without an audio enclosure skipped (nothing to play), the guid (or the
 * audio URL, for feeds without guids) as the key a refresh matches on.
 */
export function parsePodcastFeed(xml: string): ParsedFeed {
  let feed: RssFeed.Feed<string>;
  try {
    feed = parseRssFeed(xml);
  } catch {
    throw new FeedUnreadable('That address does not give an RSS feed.');
  }
  if (!feed.title) throw new FeedUnreadable('The feed has no title: it is not a podcast feed.');
  const items = feed.items ?? [];
  const episodes: FeedEpisode[] = [];
  const seen = new Set<string>();
  items.slice(0, MAX_EPISODES).forEach((item, index) => {
    const enclosure = item.enclosures?.find((candidate) => httpUrl(candidate.url) && (!candidate.type || /^audio\//i.test(candidate.type)));
    const audio = httpUrl(enclosure?.url);
    if (!audio || !item.title) return;
    const guid = clip(String(item.guid?.value ?? audio), 500);
    if (seen.has(guid)) return;
    seen.add(guid);
    const pubDate = item.pubDate ? new Date(item.pubDate) : new Date(NaN);
    // Show notes as text with their paragraphs: the episode page shows text, never a feed's markup.
    const description = paragraphText(item.content?.encoded ?? item.description ?? '');
    const duration = Number(item.itunes?.duration);
    episodes.push({
      guid,
      title: clip(plainText(item.title), 300),
      description: description || null,
      excerpt: description ? clip(description.replace(/\s+/g, ' '), 500) : null,
      pubDate: Number.isNaN(pubDate.getTime()) ? new Date() : pubDate,
      audio,
      audioBytes: Number(enclosure?.length) > 0 ? Number(enclosure!.length) : null,
      audioType: enclosure?.type ? clip(enclosure.type, 100) : null,
      durationSeconds: Number.isFinite(duration) && duration > 0 ? Math.round(duration) : null,
      image: httpUrl(item.itunes?.image),
      // The feed's own order, newest first in most feeds: later items get lower numbers.
      ordering: Number(item.itunes?.episode) > 0 ? Number(item.itunes!.episode) : items.length - index,
    });
  });
  if (items.length > 0 && episodes.length === 0) throw new FeedUnreadable('The feed has no episodes with audio.');
  return {
    title: clip(plainText(feed.title), 200),
    description: paragraphText(feed.description ?? '') || null,
    host: feed.itunes?.author ? clip(plainText(feed.itunes.author), 200) : null,
    image: httpUrl(feed.itunes?.image) ?? httpUrl(feed.image?.url),
    link: httpUrl(feed.link),
    episodes,
  };
}
