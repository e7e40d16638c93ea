import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { NotFound, ValidationError } from '../../http/errors';
import { idParam } from '../../http/params';
import { recordActivity } from '../../backstage/activity-log';
import { catalogueWrite } from '../../backstage/catalogue-write';
import { validateForm } from '../../backstage/form-input';
import { findUpload } from '../../backstage/media-uploads/media-uploads';
import { answerWrite } from '../../backstage/write-answer';
import { episodeUpload } from './episodes.schema';
import { excerptOf } from './episodes.backstage';
import { queueEpisodeAudio } from './episode-audio';
import { PODCAST_ENTITY, PODCAST_NOT_FOUND } from './podcasts.writes';

/**
 * POST /backstage/podcasts/:id/episodes {title, description, audio}: a new episode of a podcast of our
 * own, from a recording the audio picker uploaded. It is out at once (pub_date now) but stays off the
 * site, /api and our feed until the pipeline has made its mp3 (audio_status). A feed podcast's
 * episodes come from its feed only: adding one there would be overwritten or duplicated by the next read.
 */
export const addOwnEpisode =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const podcastId = idParam(req.params.id, PODCAST_NOT_FOUND);
    const input = validateForm(episodeUpload, req.body ?? {});
    const path = input.audio.replace(/^\/+/, '');
    const episodeId = await catalogueWrite(knex, async (trx) => {
      const podcast = await trx('podcasts').where('id', podcastId).whereNull('deleted_at').forUpdate().first<{ title: string; feed_url: string | null } | undefined>('title', 'feed_url');
      if (!podcast) throw new NotFound(PODCAST_NOT_FOUND);
      if (podcast.feed_url) throw new ValidationError({ audio: ['This podcast’s episodes come from its feed: add the episode there.'] });
      const upload = await findUpload(trx, path, 'audio');
      if (!upload) throw new ValidationError({ audio: [`"${path}" was not uploaded with the audio picker: choose the file again.`] });
      if (await trx('episodes').where('audio_source', path).orWhere('audio', path).first('id')) throw new ValidationError({ audio: ['This recording is already an episode.'] });
      const [row] = await trx('episodes')
        .insert({
          podcast_id: podcastId,
          title: input.title,
          description: input.description,
          excerpt: excerptOf(input.description),
          pub_date: trx.fn.now(),
          audio_source: path,
          audio_status: 'processing',
          duration_seconds: upload.duration_seconds ? Math.max(1, Math.round(upload.duration_seconds)) : null,
          kept_by_staff: true,
        })
        .returning<{ id: number }[]>('id');
      await recordActivity(trx, { userId: req.user!.id, entityType: PODCAST_ENTITY, entityId: podcastId, entityLabel: podcast.title, action: 'updated', changes: { 'episode added': [null, input.title] } });
      await queueEpisodeAudio(trx, row!.id);
      return row!.id;
    });
    answerWrite(req, res, {
      status: 201,
      location: `/backstage/podcasts/${podcastId}/edit`,
      message: { id: 'backstage.flash.episodeAdded', values: { name: input.title } },
      data: { id: episodeId, podcast_id: podcastId, title: input.title, audio_status: 'processing' },
    });
  };
