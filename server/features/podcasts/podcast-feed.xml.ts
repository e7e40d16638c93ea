import type { RequestHandler } from 'express';
import { generateRssFeed } from 'feedsmith';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { publicOrigin } from '../../http/public-origin';

/** The newest episodes a feed lists: podcast apps read the top; the site keeps the rest. */
const FEED_EPISODES = 500;

interface FeedEpisodeRow {
  id: number;
  guid: string | null;
  title: string;
  description: string | null;
  excerpt: string | null;
  pub_date: Date;
  audio: string | null;
  audio_bytes: number | null;
  audio_type: string | null;
  duration_seconds: number | null;
  image: string | null;
}

/**
 * GET /podcast/:id/feed.xml: the podcast's own RSS 2.0 feed with the iTunes namespace, for any
 * podcast app. Every URL in it is absolute (a relative one means nothing to an app), each episode
 * keeps the guid its source feed gave it (so an app that followed the source sees the same
 * episodes), and only published episodes are listed.
 */
export const podcastFeedXml =
  ({ db: { knex }, mediaUrl, config }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, 'Podcast not found.');
    const podcast = await knex('podcasts').where('id', id).whereNull('deleted_at').first<{ id: number; title: string; host: string | null; image: string | null; description: string | null } | undefined>();
    if (!podcast) throw new NotFound('Podcast not found.');
    const episodes = await knex('episodes')
      .where('podcast_id', id)
      .andWhere('pub_date', '<=', knex.fn.now())
      .whereNull('hidden_at')
      .where('audio_status', 'ready')
      .whereNotNull('audio')
      .orderBy([{ column: 'pub_date', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(FEED_EPISODES)
      .select<FeedEpisodeRow[]>('id', 'guid', 'title', 'description', 'excerpt', 'pub_date', 'audio', 'audio_bytes', 'audio_type', 'duration_seconds', 'image');
    const origin = publicOrigin(req, config);
    const absolute = (path: string | null) => {
      const url = mediaUrl(path);
      return url ? new URL(url, origin).href : undefined;
    };
    const image = absolute(podcast.image);
    const xml = generateRssFeed({
      title: podcast.title,
      link: `${origin}/podcast/${id}`,
      description: podcast.description || podcast.title,
      language: 'so',
      itunes: {
        author: podcast.host ?? 'Hees',
        image,
        explicit: false,
        type: 'episodic',
        categories: [{ text: 'Society & Culture' }],
      },
      items: episodes.map((episode) => ({
        title: episode.title,
        link: `${origin}/episode/${episode.id}`,
        description: episode.description ?? episode.excerpt ?? undefined,
        guid: { value: episode.guid ?? `hees-episode-${episode.id}`, isPermaLink: false },
        pubDate: episode.pub_date,
        enclosures: [{ url: absolute(episode.audio)!, length: Number(episode.audio_bytes ?? 0), type: episode.audio_type ?? 'audio/mpeg' }],
        itunes: {
          duration: episode.duration_seconds ?? undefined,
          image: absolute(episode.image),
          explicit: false,
        },
      })),
    });
    res.set('Cache-Control', 'public, max-age=900');
    res.type('application/rss+xml; charset=utf-8').send(xml);
  };
