import type { Knex } from 'knex';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { validateForm } from '../../backstage/form-input';
import type { MediaUrl } from '@common/media-url';
import { recordActivity } from '../../backstage/activity-log';
import { LECTURE_AUDIO_FOLDER, lectureAudioJobKey } from './lecture-media';
import { queuePlaces, type QueuePlace } from '../../jobs/job-queue';
import { RESOURCE_ENTITY } from './lectures.writes';

const NOT_FOUND = 'Recording not found.';

interface MediaRow {
  id: number;
  title: string | null;
  file_path: string;
  file_path_saver: string | null;
  source_path: string | null;
  media_type: 'audio';
  resource_id: number | null;
  status: 'processing' | 'ready' | 'failed';
  message: string | null;
  duration_seconds: number | null;
  position: number;
}

const presentMedia = (row: MediaRow, mediaUrl: MediaUrl, queue: QueuePlace | null = null) => ({
  id: row.id,
  title: row.title,
  file_path: row.file_path,
  url: mediaUrl(row.file_path),
  media_type: row.media_type,
  resource_id: row.resource_id,
  status: row.status,
  message: row.message,
  duration_seconds: row.duration_seconds,
  /** While processing: its job's place in the queue (running, or how many jobs are before it). */
  queue,
});
export type BackstageMedia = ReturnType<typeof presentMedia>;

/** Spec §3 Media of one resource, in the order listeners get them. */
export async function mediaOfResource(knex: Knex, resourceId: number, mediaUrl: MediaUrl): Promise<BackstageMedia[]> {
  const rows = await knex('media').where('resource_id', resourceId).orderBy([{ column: 'position' }, { column: 'id' }]).select<MediaRow[]>('*');
  // A recording that waits behind other work says so, instead of a bare "Processing" (issue 31).
  const processing = rows.filter((row) => row.status === 'processing');
  const places = await queuePlaces(knex, processing.map((row) => lectureAudioJobKey(row.id)));
  return rows.map((row) => presentMedia(row, mediaUrl, row.status === 'processing' ? (places.get(lectureAudioJobKey(row.id)) ?? null) : null));
}

export const titleInput = z.object({
  title: z.string('The title is required.').trim().min(1, 'The title is required.').max(300, 'The title may not be longer than 300 characters.'),
});

async function lockMedia(trx: Knex.Transaction, id: number) {
  const row = await trx('media').leftJoin('resources', 'resources.id', 'media.resource_id').where('media.id', id).forUpdate('media').first<(MediaRow & { resource_title: string | null }) | undefined>('media.*', 'resources.title as resource_title');
  if (!row) throw new NotFound(NOT_FOUND);
  return row;
}

/** PUT /api/backstage/media/{id} {title}: renames one attached recording (logged on its resource). */
const renameMedia =
  ({ db: { knex }, mediaUrl }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    const { title } = validateForm(titleInput, req.body ?? {});
    const row = await knex.transaction(async (trx) => {
      const before = await lockMedia(trx, id);
      if (before.title === title) return before;
      await trx('media').where('id', id).update({ title, updated_at: trx.fn.now() });
      if (before.resource_id) await recordActivity(trx, { userId: req.user!.id, entityType: RESOURCE_ENTITY, entityId: before.resource_id, entityLabel: before.resource_title ?? '', action: 'updated', changes: { 'recording title': [before.title, title] } });
      return { ...before, title };
    });
    res.json({ data: presentMedia(row, mediaUrl), message: 'Saved.' });
  };

/**
 * DELETE /api/backstage/media-detach/{id}: the recording leaves its resource and is deleted with the
 * files made for it, and the uploaded original with its upload record: a detached recording is
 * never half there. Files are removed after the commit, so a failed write removes nothing.
 */
const detachMedia =
  ({ db: { knex }, storage, logger }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    const files = await knex.transaction(async (trx) => {
      const row = await lockMedia(trx, id);
      await trx('media').where('id', id).delete();
      const ours = [row.file_path, row.file_path_saver].filter((key): key is string => !!key && key.startsWith(`${LECTURE_AUDIO_FOLDER}/`));
      // The original goes too unless something else still names it (a demo file is shared by several lectures).
      const original = row.source_path ?? row.file_path;
      const stillUsed = await trx('media').where('source_path', original).orWhere('file_path', original).first('id');
      const upload = stillUsed ? [] : await trx('media_uploads').where({ path: original, kind: 'audio' }).delete().returning('path');
      if (row.resource_id) await recordActivity(trx, { userId: req.user!.id, entityType: RESOURCE_ENTITY, entityId: row.resource_id, entityLabel: row.resource_title ?? '', action: 'updated', changes: { media: [row.title, null] } });
      return [...ours, ...upload.map((entry: { path: string }) => entry.path)];
    });
    for (const key of files) await storage.remove(key).catch((error: unknown) => logger.warn({ err: error, key }, 'could not remove a detached recording'));
    res.json({ message: 'The recording was detached.' });
  };

export function mediaBackstageRoutes(context: AppContext): Router {
  const router = Router();
  router.put('/api/backstage/media/:id', renameMedia(context));
  router.delete('/api/backstage/media-detach/:id', detachMedia(context));
  return router;
}
