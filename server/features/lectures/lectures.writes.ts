import type { Knex } from 'knex';
import { ValidationError } from '../../http/errors';
import { reindex } from '../search/search.indexer';
import { findUpload } from '../../backstage/media-uploads/media-uploads';
import { missingIds } from '../../backstage/relation-checks';
import type { WritableKind } from '../../backstage/record-writes';
import { setTrashed, type Trashable } from '../../backstage/trash-state';
import type { VersionedRow } from '../../backstage/versioned-record';
import { queueLectureAudio } from './lecture-media';
import type { ResourceInput } from './lectures.schema';

export const RESOURCE_ENTITY = 'resource';
export const RESOURCE_NOT_FOUND = 'Resource not found.';

/** Every path named must be an audio upload made here and not already a recording of some resource. */
async function mediaErrors(trx: Knex.Transaction, media: ResourceInput['media']): Promise<string[]> {
  const paths = media.map((item) => item.file_path!.replace(/^\/+/, ''));
  if (new Set(paths).size !== paths.length) return ['The same recording is chosen twice.'];
  for (const path of paths) {
    if (!(await findUpload(trx, path, 'audio'))) return [`"${path}" was not uploaded with the audio picker: choose the file again.`];
  }
  const taken = paths.length ? await trx('media').whereIn('source_path', paths).orWhereIn('file_path', paths).first('id') : undefined;
  return taken ? ['A recording chosen is already attached to a resource.'] : [];
}

async function topicNames(trx: Knex.Transaction, resourceId: number): Promise<string | null> {
  const names = await trx('resource_topic').join('topics', 'topics.id', 'resource_topic.topic_id').where('resource_id', resourceId).orderBy('topics.name').pluck<string[]>('topics.name');
  return names.join(', ') || null;
}

/** The new recordings, after the ones already there, each queued for the audio pipeline. */
async function attachMedia(trx: Knex.Transaction, resourceId: number, input: ResourceInput): Promise<string | null> {
  if (input.media.length === 0) return null;
  const [{ last }] = (await trx('media').where('resource_id', resourceId).max('position as last')) as [{ last: number | null }];
  let position = (last ?? -1) + 1;
  for (const item of input.media) {
    const path = item.file_path!.replace(/^\/+/, '');
    const upload = await findUpload(trx, path, 'audio');
    const [row] = await trx('media')
      .insert({ title: item.title ?? input.title, file_path: path, source_path: path, media_type: 'audio', resource_id: resourceId, status: 'processing', position: position++, duration_seconds: upload?.duration_seconds ? Math.max(1, Math.round(upload.duration_seconds)) : null })
      .returning<{ id: number }[]>('id');
    await queueLectureAudio(trx, row!.id);
  }
  return input.media.map((item) => item.title ?? input.title).join(', ');
}

export const resourceWrites: WritableKind<ResourceInput> = {
  table: 'resources',
  entity: RESOURCE_ENTITY,
  notFound: RESOURCE_NOT_FOUND,
  label: (input) => input.title,
  columns: ({ title, title_translation, scholar, description, source_url, translation, ordering }) => ({ title, title_translation, scholar_id: scholar, description, source_url, translation, ordering }),
  async check(trx, input, before) {
    const errors: Record<string, string[]> = {};
    if (input.scholar && input.scholar !== before?.scholar_id && (await missingIds(trx, 'scholars', [input.scholar])).length) errors.scholar = ['The scholar does not exist (or is in the trash).'];
    if ((await missingIds(trx, 'topics', input.topics)).length) errors.topics = ['A topic does not exist (or is in the trash).'];
    const media = await mediaErrors(trx, input.media);
    if (media.length) errors.media = media;
    if (Object.keys(errors).length) throw new ValidationError(errors);
  },
  relations: {
    logged: async (trx, id) => ({ topics: await topicNames(trx, id) }),
    async save(trx, id, input) {
      await trx('resource_topic').where('resource_id', id).delete();
      if (input.topics.length) await trx('resource_topic').insert(input.topics.map((topicId) => ({ resource_id: id, topic_id: topicId })));
      return { topics: await topicNames(trx, id), media: await attachMedia(trx, id, input) };
    },
  },
  // The lecture's own words (its titles, its scholar: the public search and the backstage list read
  // them); a scholar's and a topic's place in search follows how many lectures they have.
  async reindex(trx, id) {
    await reindex(trx, 'resources', [id]);
    await reindex(trx, 'scholars', await trx('resources').where('id', id).whereNotNull('scholar_id').pluck('scholar_id'));
    await reindex(trx, 'topics', await trx('resource_topic').where('resource_id', id).pluck('topic_id'));
  },
};

const trashable: Trashable<VersionedRow & { title: string }> = {
  table: 'resources',
  entity: RESOURCE_ENTITY,
  notFound: RESOURCE_NOT_FOUND,
  label: (row) => row.title,
  afterChange: resourceWrites.reindex,
};

export const setResourceTrashed = (knex: Knex, userId: number, id: number, trashed: boolean) => setTrashed(knex, trashable, userId, id, trashed);
