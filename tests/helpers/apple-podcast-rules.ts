import { DOMParser } from 'linkedom';
import sharp from 'sharp';

/**
 * Apple Podcasts' published feed requirements (Apple Podcasts for Creators, "Podcast RSS feed
 * requirements" and "Artwork requirements"), written out as a check of a feed's XML and of what its
 * URLs serve. Read independently of the code that writes our feed (linkedom's XML parser, sharp for
 * the pictures), so a tag the feed library drops or misspells is caught here.
 *
 * Errors: what Apple requires (a feed or episode missing one is refused or not shown). Warnings: what
 * Apple recommends or flags on submission.
 */
export interface AppleCheck {
  errors: string[];
  warnings: string[];
}

/** What a URL served: its status, Content-Type and body. */
export interface Served {
  status: number;
  contentType: string;
  body: Buffer;
}

/** A GET (or a HEAD, or a GET of a byte range) as a podcast app sends it. */
export type FetchUrl = (url: string, init?: { method?: 'GET' | 'HEAD'; range?: string }) => Promise<Served>;

/** Apple's top-level categories (subcategories sit inside one of these). */
const APPLE_CATEGORIES = new Set([
  'Arts', 'Business', 'Comedy', 'Education', 'Fiction', 'Government', 'History', 'Health & Fitness', 'Kids & Family', 'Leisure',
  'Music', 'News', 'Religion & Spirituality', 'Science', 'Society & Culture', 'Sports', 'Technology', 'True Crime', 'TV & Film',
]);

/** The enclosure types Apple Podcasts takes. */
const ENCLOSURE_TYPES = new Set(['audio/x-m4a', 'audio/mpeg', 'video/quicktime', 'video/mp4', 'video/x-m4v', 'application/pdf']);

/** RFC 2822 dates as Apple reads them: `Wed, 06 Jul 2022 13:00:00 GMT` (or a numeric zone). */
const RFC_2822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|UT|[+-]\d{4})$/;
/** `itunes:duration`: whole seconds, or H:MM:SS / MM:SS. */
const DURATION = /^(\d+|(\d+:)?[0-5]?\d:[0-5]\d)$/;
/** ISO 639 language codes, optionally with a region (`so`, `en-us`). */
const LANGUAGE = /^[a-z]{2,3}(-[a-z]{2,4})?$/i;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

interface XmlElement {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
  children: ArrayLike<XmlElement>;
}

export async function checkAppleFeed(feedUrl: string, fetchUrl: FetchUrl): Promise<AppleCheck> {
  const errors: string[] = [];
  const warnings: string[] = [];
  // Apple reads the feed with HEAD requests too (to see whether it changed).
  const head = await fetchUrl(feedUrl, { method: 'HEAD' });
  if (head.status !== 200) errors.push(`feed: HEAD answers ${head.status}`);
  const got = await fetchUrl(feedUrl);
  if (got.status !== 200) return { errors: [...errors, `feed: GET answers ${got.status}`], warnings };
  const xml = got.body.toString('utf8');
  const document = new DOMParser().parseFromString(xml, 'text/xml') as unknown as { documentElement: XmlElement | null };
  const rss = document.documentElement;
  if (!rss || rss.tagName !== 'rss' || attribute(rss, 'version') !== '2.0') return { errors: ['not an RSS 2.0 document'], warnings };
  if (attribute(rss, 'xmlns:itunes') !== 'http://www.itunes.com/dtds/podcast-1.0.dtd') errors.push('the iTunes namespace is not declared as Apple spells it');
  const channel = childrenNamed(rss, 'channel')[0];
  if (!channel) return { errors: ['no <channel>'], warnings };

  const text = (parent: XmlElement, tag: string) => childrenNamed(parent, tag)[0]?.textContent?.trim() ?? '';
  const require = (parent: XmlElement, tag: string, where: string) => {
    const value = text(parent, tag);
    if (!value) errors.push(`${where}: <${tag}> is missing or empty`);
    return value;
  };

  // The channel's required tags.
  require(channel, 'title', 'channel');
  const description = require(channel, 'description', 'channel');
  if (Buffer.byteLength(description) > 4000) errors.push('channel: <description> is over 4000 bytes');
  const language = require(channel, 'language', 'channel');
  if (language && !LANGUAGE.test(language)) errors.push(`channel: <language> ${language} is not an ISO 639 code`);
  const categories = childrenNamed(channel, 'itunes:category').map((category) => attribute(category, 'text'));
  if (categories.length === 0) errors.push('channel: <itunes:category> is missing');
  for (const category of categories) if (!APPLE_CATEGORIES.has(category)) errors.push(`channel: category "${category}" is not one of Apple's`);
  const explicit = text(channel, 'itunes:explicit');
  if (explicit !== 'true' && explicit !== 'false') errors.push(`channel: <itunes:explicit> is "${explicit}", not true or false`);
  require(channel, 'itunes:author', 'channel');
  const owner = childrenNamed(channel, 'itunes:owner')[0];
  if (!owner) errors.push('channel: <itunes:owner> is missing');
  else {
    if (!text(owner, 'itunes:name')) errors.push('channel: <itunes:owner> has no <itunes:name>');
    if (!EMAIL.test(text(owner, 'itunes:email'))) errors.push('channel: <itunes:owner> has no valid <itunes:email>');
  }
  if (!text(channel, 'link')) warnings.push('channel: <link> is missing (recommended)');
  const type = text(channel, 'itunes:type');
  if (type && type !== 'episodic' && type !== 'serial') errors.push(`channel: <itunes:type> "${type}" is neither episodic nor serial`);

  // The show's artwork, fetched and measured; episodes' too (each URL once).
  const artworkChecked = new Map<string, Promise<string[]>>();
  const checkArtwork = (url: string) => artworkChecked.get(url) ?? artworkChecked.set(url, artworkProblems(url, fetchUrl)).get(url)!;
  const showImage = attribute(childrenNamed(channel, 'itunes:image')[0], 'href');
  if (!showImage) errors.push('channel: <itunes:image href> is missing');
  else for (const problem of await checkArtwork(showImage)) errors.push(`channel artwork: ${problem}`);

  const items = childrenNamed(channel, 'item');
  if (items.length === 0) errors.push('channel: no <item>');
  const guids = new Set<string>();
  for (const [index, item] of items.entries()) {
    const where = `episode ${index + 1} (${text(item, 'title') || 'untitled'})`;
    require(item, 'title', where);
    const guid = require(item, 'guid', where);
    if (guid && guids.has(guid)) errors.push(`${where}: guid ${guid} is not unique`);
    guids.add(guid);
    const pubDate = require(item, 'pubDate', where);
    if (pubDate && !RFC_2822.test(pubDate)) errors.push(`${where}: <pubDate> "${pubDate}" is not an RFC 2822 date`);
    const duration = require(item, 'itunes:duration', where);
    if (duration && !DURATION.test(duration)) errors.push(`${where}: <itunes:duration> "${duration}" is neither seconds nor H:MM:SS`);
    if (!text(item, 'description')) warnings.push(`${where}: <description> is missing (recommended)`);
    if (!text(item, 'link')) warnings.push(`${where}: <link> is missing (recommended)`);
    const itemExplicit = text(item, 'itunes:explicit');
    if (itemExplicit && itemExplicit !== 'true' && itemExplicit !== 'false') errors.push(`${where}: <itunes:explicit> is "${itemExplicit}", not true or false`);
    const image = attribute(childrenNamed(item, 'itunes:image')[0], 'href');
    if (image) for (const problem of await checkArtwork(image)) errors.push(`${where} artwork: ${problem}`);

    const enclosures = childrenNamed(item, 'enclosure');
    if (enclosures.length !== 1) {
      errors.push(`${where}: ${enclosures.length} <enclosure> elements, not one`);
      continue;
    }
    const enclosure = enclosures[0]!;
    const url = attribute(enclosure, 'url');
    const length = Number(attribute(enclosure, 'length'));
    const enclosureType = attribute(enclosure, 'type');
    if (!/^https?:\/\//.test(url)) errors.push(`${where}: enclosure url "${url}" is not absolute`);
    if (!(Number.isInteger(length) && length > 0)) errors.push(`${where}: enclosure length "${attribute(enclosure, 'length')}" is not a size in bytes`);
    if (!ENCLOSURE_TYPES.has(enclosureType)) errors.push(`${where}: enclosure type "${enclosureType}" is not one Apple takes`);
    if (!url) continue;
    const served = await fetchUrl(url);
    if (served.status !== 200) errors.push(`${where}: enclosure answers ${served.status}`);
    else {
      if (served.body.length !== length) errors.push(`${where}: enclosure length ${length} but ${served.body.length} bytes served`);
      if (served.contentType.split(';')[0]!.trim() !== enclosureType) warnings.push(`${where}: enclosure type ${enclosureType} but served as ${served.contentType}`);
      // Apple requires the media's server to take HEAD and byte-range requests (players seek with them).
      if ((await fetchUrl(url, { method: 'HEAD' })).status !== 200) errors.push(`${where}: enclosure does not answer HEAD`);
      const range = await fetchUrl(url, { range: 'bytes=0-1' });
      if (range.status !== 206 || range.body.length !== 2) errors.push(`${where}: enclosure answers a byte range with ${range.status} and ${range.body.length} bytes`);
    }
  }
  return { errors, warnings };
}

/** Apple's artwork rules: JPEG or PNG, RGB, square, 1400 to 3000 pixels a side. */
async function artworkProblems(url: string, fetchUrl: FetchUrl): Promise<string[]> {
  if (!/^https?:\/\//.test(url)) return [`${url} is not an absolute URL`];
  const served = await fetchUrl(url);
  if (served.status !== 200) return [`${url} answers ${served.status}`];
  const problems: string[] = [];
  if (!/^image\/(jpeg|png)$/.test(served.contentType.split(';')[0]!.trim())) problems.push(`${url} is served as ${served.contentType}, not JPEG or PNG`);
  const meta = await sharp(served.body).metadata().catch(() => undefined);
  if (!meta) return [...problems, `${url} is not a picture`];
  if (meta.format !== 'jpeg' && meta.format !== 'png') problems.push(`${url} is ${meta.format}, not JPEG or PNG`);
  if (meta.space !== 'srgb') problems.push(`${url} is in ${meta.space}, not RGB`);
  if (meta.width !== meta.height) problems.push(`${url} is ${meta.width}x${meta.height}, not square`);
  if (!meta.width || meta.width < 1400 || meta.width > 3000) problems.push(`${url} is ${meta.width} px wide, not 1400 to 3000`);
  return problems;
}

/** An attribute's value: linkedom's XML mode leaves entities in attributes as written, so they are decoded here. */
function attribute(element: XmlElement | undefined, name: string): string {
  return (element?.getAttribute(name) ?? '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&(lt|gt|quot|apos);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'" })[name]!)
    .replace(/&amp;/g, '&');
}

function childrenNamed(parent: XmlElement, tag: string): XmlElement[] {
  return Array.from(parent.children).filter((child) => child.tagName === tag);
}
