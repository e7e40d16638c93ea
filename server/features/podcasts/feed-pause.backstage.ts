import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { ValidationError } from '../../http/errors';
import { idParam } from '../../http/params';
import { recordActivity } from '../../backstage/activity-log';
import { catalogueWrite } from '../../backstage/catalogue-write';
import { answerWrite } from '../../backstage/write-answer';
import { lockRow, nextVersion, type VersionedRow } from '../../backstage/versioned-record';
import { loadPodcastRecord, PODCASTS_PATH } from './podcasts.record';
import { PODCAST_ENTITY, PODCAST_NOT_FOUND } from './podcasts.writes';

type PodcastFeedRow = VersionedRow & { title: string; feed_url: string | null; feed_paused_at: Date | null };

/**
 * POST /backstage/podcasts/:id/pause and /resume: the hourly read of the feed stops (the podcast and
 * its episodes stay as they are; "Read the feed now" still reads it) or starts again. Logged in the
 * podcast's history; a second pause changes nothing.
 */
export const setFeedPaused =
  ({ db: { knex }, mediaUrl }: AppContext, paused: boolean): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, PODCAST_NOT_FOUND);
    await catalogueWrite(knex, async (trx) => {
      const row = await lockRow<PodcastFeedRow>(trx, 'podcasts', id, PODCAST_NOT_FOUND);
      if (!row.feed_url) throw new ValidationError({ feed: ['This podcast has no feed to pause.'] });
      if (Boolean(row.feed_paused_at) === paused) return;
      await trx('podcasts').where('id', id).update({ feed_paused_at: paused ? trx.fn.now() : null, ...nextVersion(trx) });
      await recordActivity(trx, { userId: req.user!.id, entityType: PODCAST_ENTITY, entityId: id, entityLabel: row.title, action: 'updated', changes: { feed_paused: [!paused, paused] } });
    });
    const podcast = await loadPodcastRecord(knex, id, mediaUrl);
    const message = paused ? `${podcast.title}: the feed is paused; it is not read again until you resume it.` : `${podcast.title}: the feed is read every hour again.`;
    answerWrite(req, res, { status: 200, location: `${PODCASTS_PATH}/${id}/edit`, message, data: podcast });
  };
