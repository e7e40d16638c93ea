import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { paginate, pageRequest } from '../../db/paginate';
import { NotFound, ValidationError } from '../../http/errors';
import { idParam } from '../../http/params';
import { validateForm } from '../../backstage/form-input';
import { requiredHttpUrl } from '../../backstage/http-url-field';
import { answerWrite } from '../../backstage/write-answer';
import { OutboundFailed, OutboundRefused } from '../../services/outbound/safe-fetch';
import { createFeedPodcast, queueFeedRefresh, readFeed } from './feed-import';
import { FeedUnreadable } from './feed-parse';
import { translatorOf } from '../../i18n/i18n.props';

export const PODCASTS_LIST = '/backstage/podcasts';
const PER_PAGE = 25;

const feedInput = z.object({
  feed_url: requiredHttpUrl('feed address', 2000, 'The feed address is required.'),
});

interface PodcastListRow {
  id: number;
  title: string;
  host: string | null;
  feed_url: string | null;
  feed_refreshed_at: Date | null;
  feed_error: string | null;
  image_error: string | null;
  episodes_count: number | string;
  feed_paused_at: Date | null;
  deleted_at: Date | null;
}

const presentRow = (row: PodcastListRow) => ({
  id: row.id,
  title: row.title,
  host: row.host,
  feed_url: row.feed_url,
  feed_refreshed_at: row.feed_refreshed_at?.toISOString() ?? null,
  feed_error: row.feed_error,
  image_error: row.image_error,
  episodes_count: Number(row.episodes_count),
  feed_paused: row.feed_paused_at !== null,
  trashed: row.deleted_at !== null,
});
export type BackstagePodcast = ReturnType<typeof presentRow>;

/** GET /backstage/podcasts: every podcast with its feed's state, newest first, and the add-by-feed form; `?trashed=only` the trash. */
export const listPodcasts =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const query = knex('podcasts')
      .select('podcasts.id', 'podcasts.title', 'podcasts.host', 'podcasts.feed_url', 'podcasts.feed_refreshed_at', 'podcasts.feed_error', 'podcasts.image_error', 'podcasts.feed_paused_at', 'podcasts.deleted_at', knex('episodes').count('*').whereRaw('episodes.podcast_id = podcasts.id').as('episodes_count'))
      .orderBy([{ column: 'podcasts.id', order: 'desc' }]);
    const trashed = req.query.trashed === 'only';
    void (trashed ? query.whereNotNull('podcasts.deleted_at') : query.whereNull('podcasts.deleted_at'));
    const podcasts = await paginate(knex, query, pageRequest(req), PER_PAGE, presentRow);
    const { t } = translatorOf(req);
    const title = t('backstage.section.podcasts');
    await res.inertia.render('backstage/podcasts/index', { title: trashed ? t('backstage.list.inTrash', { things: title }) : title, podcasts, trashed });
  };

/**
 * POST /backstage/podcasts {feed_url}: the feed is read at once, so an address that is not a feed
 * (a web page, a 404, a redirect loop, a huge file, a private address) comes back as the field's
 * error; the episodes then arrive through the import job, and the feed is read again every hour.
 */
export const addFeedPodcast =
  ({ db: { knex }, config }: AppContext): RequestHandler =>
  async (req, res) => {
    const { feed_url: feedUrl } = validateForm(feedInput, req.body ?? {});
    const known = await knex('podcasts').where('feed_url', feedUrl).first<{ id: number; title: string } | undefined>();
    if (known) throw new ValidationError({ feed_url: [`This feed is already here as “${known.title}”.`] });
    let feed;
    try {
      feed = await readFeed(feedUrl, { allowHosts: config.outboundAllowHosts });
    } catch (error) {
      if (error instanceof OutboundRefused || error instanceof OutboundFailed || error instanceof FeedUnreadable) throw new ValidationError({ feed_url: [error.message] });
      throw error;
    }
    const id = await createFeedPodcast(knex, feedUrl, feed);
    answerWrite(req, res, {
      status: 201,
      location: PODCASTS_LIST,
      message: `${feed.title} was added; its ${feed.episodes.length} episodes are being imported.`,
      data: { id, title: feed.title, feed_url: feedUrl, episodes_in_feed: feed.episodes.length },
    });
  };

/** POST /backstage/podcasts/:id/refresh: reads the feed again now. */
export const refreshFeedPodcast =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, 'Podcast not found.');
    const podcast = await knex('podcasts').where('id', id).first<{ title: string; feed_url: string | null } | undefined>();
    if (!podcast) throw new NotFound('Podcast not found.');
    if (!podcast.feed_url) throw new ValidationError({ refresh: ['This podcast has no feed to read.'] });
    await queueFeedRefresh(knex, id);
    answerWrite(req, res, { status: 200, location: PODCASTS_LIST, message: `${podcast.title}: the feed will be read again in a moment.`, data: { id } });
  };
