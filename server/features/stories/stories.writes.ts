import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ValidationError } from '../../http/errors';
import { recordActivity } from '../../backstage/activity-log';
import { catalogueWrite } from '../../backstage/catalogue-write';
import { uploadedImageError } from '../../backstage/uploaded-image-check';
import type { WritableKind } from '../../backstage/record-writes';
import { setTrashed, type Trashable } from '../../backstage/trash-state';
import { lockRow, nextVersion, type VersionedRow } from '../../backstage/versioned-record';
import type { StoryInput } from './stories.schema';

export const STORY_ENTITY = 'story';
export const STORY_NOT_FOUND = 'Story not found.';

/**
 * Spec §4's two badges, from what the story holds: its text is formatted (it has paragraphs or
 * headings, not one pasted lump), and its image is imported (kept in our storage, not linked).
 */
export const badgesOf = (input: Pick<StoryInput, 'blocks' | 'image'>) => ({
  text_formatted: input.blocks.some((block) => block.type !== 'image'),
  image_imported: input.image !== null && !/^https?:\/\//i.test(input.image),
});

/** The story another one was already made from this address, if any. */
export const storyFromSource = (knex: Knex | Knex.Transaction, url: string) => knex('stories').where('source_article', url).first<{ id: number; title: string } | undefined>('id', 'title');

export const storyWrites: WritableKind<StoryInput> = {
  table: 'stories',
  entity: STORY_ENTITY,
  notFound: STORY_NOT_FOUND,
  label: (input) => input.title,
  columns: (input) => ({
    title: input.title,
    image: input.image,
    source_name: input.source_name,
    source_article: input.source_article,
    author: input.author,
    source_published_at: input.source_published_at,
    blocks: input.blocks,
    extra: badgesOf(input),
  }),
  // Stories are addressed by id; the table's unique slug only has to be unique.
  insertOnly: () => ({ slug: randomUUID() }),
  async check(trx, input, before) {
    const errors: Record<string, string[]> = {};
    const image = await uploadedImageError(trx, input.image, before?.image, 'image');
    if (image) errors.image = image;
    if (input.source_article && input.source_article !== before?.source_article) {
      const other = await storyFromSource(trx, input.source_article);
      if (other) errors.source_article = [`The story “${other.title}” was already made from this address.`];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
  },
};

type StoryWriteRow = VersionedRow & { title: string; published_at: Date | null };

const trashable: Trashable<StoryWriteRow> = { table: 'stories', entity: STORY_ENTITY, notFound: STORY_NOT_FOUND, label: (row) => row.title };

export const setStoryTrashed = (knex: Knex, userId: number, id: number, trashed: boolean) => setTrashed(knex, trashable, userId, id, trashed);

/**
 * Spec §4: a story is published when published_at is set. Publish sets it to now (a published story
 * keeps its moment), unpublish clears it. A story in the trash is neither.
 */
export function setStoryPublished(knex: Knex, userId: number, id: number, published: boolean): Promise<void> {
  return catalogueWrite(knex, async (trx) => {
    const row = await lockRow<StoryWriteRow>(trx, 'stories', id, STORY_NOT_FOUND);
    if (row.deleted_at) throw new ValidationError({ id: ['The story is in the trash: restore it first.'] });
    if (Boolean(row.published_at) === published) return;
    const publishedAt = published ? new Date() : null;
    await trx('stories').where('id', id).update({ published_at: publishedAt, ...nextVersion(trx) });
    await recordActivity(trx, { userId, entityType: STORY_ENTITY, entityId: id, entityLabel: row.title, action: 'updated', changes: { published_at: [row.published_at?.toISOString() ?? null, publishedAt?.toISOString() ?? null] } });
  });
}
