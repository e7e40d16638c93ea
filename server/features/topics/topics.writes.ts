import type { Knex } from 'knex';
import { ValidationError } from '../../http/errors';
import { reindex } from '../search/search.indexer';
import { missingIds } from '../../backstage/relation-checks';
import { uploadedImageError } from '../../backstage/uploaded-image-check';
import type { WritableKind } from '../../backstage/record-writes';
import { setTrashed, type Trashable } from '../../backstage/trash-state';
import type { VersionedRow } from '../../backstage/versioned-record';
import type { TopicInput } from './topics.schema';

export const TOPIC_ENTITY = 'topic';
export const TOPIC_NOT_FOUND = 'Topic not found.';

export const topicWrites: WritableKind<TopicInput> = {
  table: 'topics',
  entity: TOPIC_ENTITY,
  notFound: TOPIC_NOT_FOUND,
  label: (input) => input.name,
  columns: ({ name, name_translations, topic_type, scholar, image, description }) => ({ name, name_translations, topic_type, scholar_id: scholar, image, description }),
  async check(trx, input, before) {
    const errors: Record<string, string[]> = {};
    if (input.scholar && input.scholar !== before?.scholar_id && (await missingIds(trx, 'scholars', [input.scholar])).length) errors.scholar = ['The scholar does not exist (or is in the trash).'];
    const image = await uploadedImageError(trx, input.image, before?.image, 'image');
    if (image) errors.image = image;
    if (Object.keys(errors).length) throw new ValidationError(errors);
  },
  reindex: (trx, id) => reindex(trx, 'topics', [id]),
};

/** A trashed topic disappears from its lectures' pages; the links stay, so restoring brings it back whole. */
const trashable: Trashable<VersionedRow & { name: string }> = {
  table: 'topics',
  entity: TOPIC_ENTITY,
  notFound: TOPIC_NOT_FOUND,
  label: (row) => row.name,
  afterChange: (trx, id) => reindex(trx, 'topics', [id]),
};

export const setTopicTrashed = (knex: Knex, userId: number, id: number, trashed: boolean) => setTrashed(knex, trashable, userId, id, trashed);
