import type { RequestHandler } from 'express';
import { generateRssFeed } from 'feedsmith';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { publicOrigin } from '../../http/public-origin';
import { uuidV5 } from '../../lib/uuid-v5';
import { artworkPath } from './podcast-artwork';
import { enclosureSizes } from './enclosure-size';

/** The newest episodes a feed lists: podcast apps read the top; the site keeps the rest. */
const FEED_EPISODES = 500;

/** The namespace the Podcasting 2.0 `podcast:guid` of a feed is made in (podcastindex.org/namespace/1.0). */
export const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/** `podcast:guid`: the UUIDv5 of the feed's URL without its scheme and trailing slashes, as the namespace defines it. */
export const podcastGuid = (feedUrl: string) => uuidV5(feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, ''), PODCAST_GUID_NAMESPACE);

interface FeedPodcastRow {
  id: number;
  title: string;
  host: string | null;
  image: string | null;
  description: string | null;
  feed_url: string | null;
  updated_at: Date;
}

export interface FeedEpisodeRow {
  id: number;
  guid: string | null;
  title: string;
  description: string | null;
  excerpt: string | null;
  pub_date: Date;
  updated_at: Date;
  audio: string | null;
  audio_bytes: number | string | null;
  audio_type: string | null;
  duration_seconds: number | null;
  image: string | null;
}

/**
 * GET /podcast/:id/feed.xml: the podcast's own RSS 2.0 feed with the iTunes and Podcasting 2.0
 * namespaces, as Apple Podcasts, Spotify and Podcast Index take it (docs/features/podcasts-from-rss.md,
 * "What we publish"). Every URL in it is absolute, each episode keeps the guid its source feed gave it
 * (so an app that followed the source sees the same episodes), and only published episodes are listed.
 */
export const podcastFeedXml =
  ({ db: { knex }, mediaUrl, config, storage }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, 'Podcast not found.');
    const podcast = await knex('podcasts').where('id', id).whereNull('deleted_at').first<FeedPodcastRow | undefined>('id', 'title', 'host', 'image', 'description', 'feed_url', 'updated_at');
    if (!podcast) throw new NotFound('Podcast not found.');
    const episodes = await knex('episodes')
      .where('podcast_id', id)
      .andWhere('pub_date', '<=', knex.fn.now())
      .whereNull('hidden_at')
      .where('audio_status', 'ready')
      .whereNotNull('audio')
      .orderBy([{ column: 'pub_date', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(FEED_EPISODES)
      .select<FeedEpisodeRow[]>('id', 'guid', 'title', 'description', 'excerpt', 'pub_date', 'updated_at', 'audio', 'audio_bytes', 'audio_type', 'duration_seconds', 'image');

    // The feed changes when the podcast or a listed episode does, or when a scheduled episode comes out.
    const lastModified = new Date(Math.max(podcast.updated_at.getTime(), ...episodes.flatMap((episode) => [episode.updated_at.getTime(), episode.pub_date.getTime()])));
    res.setHeader('Cache-Control', 'public, max-age=900');
    res.setHeader('Last-Modified', lastModified.toUTCString());
    if (req.fresh) return void res.status(304).end();

    const origin = publicOrigin(req, config);
    const media = (path: string | null) => {
      const url = mediaUrl(path);
      return url ? new URL(url, origin).href : undefined;
    };
    const selfUrl = `${origin}/podcast/${id}/feed.xml`;
    const showArtwork = `${origin}${artworkPath('podcast', id, podcast)}`;
    // An episode with a picture of its own gets its own artwork; the others show the podcast's.
    const episodeArtwork = (episode: FeedEpisodeRow) =>
      episode.image && episode.image !== podcast.image ? `${origin}${artworkPath('episode', episode.id, { title: episode.title, image: episode.image })}` : showArtwork;
    const sizes = await enclosureSizes(knex, storage, episodes);
    const { ownerName, ownerEmail, funding } = config.podcastFeeds;

    const xml = generateRssFeed({
      title: podcast.title,
      link: `${origin}/podcast/${id}`,
      description: podcast.description || podcast.title,
      language: 'so',
      lastBuildDate: lastModified,
      image: { url: showArtwork, title: podcast.title, link: `${origin}/podcast/${id}` },
      atom: { links: [{ href: selfUrl, rel: 'self', type: 'application/rss+xml' }] },
      itunes: {
        author: podcast.host ?? ownerName,
        owner: { name: ownerName, email: ownerEmail },
        image: showArtwork,
        explicit: false,
        type: 'episodic',
        categories: [{ text: 'Society & Culture' }],
      },
      podcast: {
        guid: podcastGuid(selfUrl),
        // Our own podcasts are locked to us; a podcast we read from another host's feed is theirs to
        // move, so ours (a copy) does not claim it.
        locked: { value: !podcast.feed_url, owner: ownerEmail },
        fundings: funding ? [{ url: funding.url, display: funding.text }] : undefined,
      },
      items: episodes.map((episode) => ({
        title: episode.title,
        link: `${origin}/episode/${episode.id}`,
        description: episode.description ?? episode.excerpt ?? undefined,
        guid: { value: episode.guid ?? `hees-episode-${episode.id}`, isPermaLink: false },
        pubDate: episode.pub_date,
        enclosures: [{ url: media(episode.audio)!, length: sizes.get(episode.id) ?? 0, type: episode.audio_type ?? audioTypeOf(episode.audio!) }],
        itunes: {
          duration: episode.duration_seconds ?? undefined,
          image: episodeArtwork(episode),
          explicit: false,
        },
      })),
    });
    res.type('application/rss+xml; charset=utf-8').send(appleExplicit(xml));
  };

/**
 * Apple documents `itunes:explicit` as `true`/`false`; the feed library writes the older `yes`/`no`,
 * which Apple still reads but its own checks flag.
 */
const appleExplicit = (xml: string) => xml.replace(/<itunes:explicit>(yes|no)<\/itunes:explicit>/g, (_, value: string) => `<itunes:explicit>${value === 'yes'}</itunes:explicit>`);

const AUDIO_TYPES: Record<string, string> = { mp3: 'audio/mpeg', m4a: 'audio/x-m4a', aac: 'audio/aac', ogg: 'audio/ogg', opus: 'audio/ogg', wav: 'audio/wav', flac: 'audio/flac' };

/** The MIME type of a stored recording without one on its row, by its extension (ours are mp3). */
function audioTypeOf(audio: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(audio)?.[1]?.toLowerCase();
  return (extension && AUDIO_TYPES[extension]) ?? 'audio/mpeg';
}
