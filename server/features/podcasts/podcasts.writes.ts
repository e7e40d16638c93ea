import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { ValidationError } from '../../http/errors';
import { reindex } from '../search/search.indexer';
import { uploadedImageError } from '../../backstage/uploaded-image-check';
import type { WritableKind } from '../../backstage/record-writes';
import { setTrashed, type Trashable } from '../../backstage/trash-state';
import type { VersionedRow } from '../../backstage/versioned-record';
import type { PodcastInput } from './podcasts.schema';

export const PODCAST_ENTITY = 'podcast';
export const PODCAST_NOT_FOUND = 'Podcast not found.';

/**
 * A podcast's own columns as staff write them. Saving marks the podcast kept_by_staff: reading its
 * feed again then leaves these fields as staff wrote them (only episodes come from the feed).
 */
export const podcastWrites: WritableKind<PodcastInput> = {
  table: 'podcasts',
  entity: PODCAST_ENTITY,
  notFound: PODCAST_NOT_FOUND,
  label: (input) => input.title,
  columns: ({ title, host, description, image, category }) => ({ title, host, description, image, category, kept_by_staff: true }),
  // A temporary unique slug; the row's id makes the real one (as a feed podcast's).
  insertOnly: () => ({ slug: randomUUID() }),
  async check(trx, input, before) {
    const image = await uploadedImageError(trx, input.image, before?.image, 'image');
    if (image) throw new ValidationError({ image });
  },
  reindex: (trx, id) => reindex(trx, 'podcasts', [id]),
};

/** A trashed podcast leaves the site, /api, search, the sitemaps and its feed; its episodes go with it. */
const trashable: Trashable<VersionedRow & { title: string }> = {
  table: 'podcasts',
  entity: PODCAST_ENTITY,
  notFound: PODCAST_NOT_FOUND,
  label: (row) => row.title,
  afterChange: (trx, id) => reindex(trx, 'podcasts', [id]),
};

export const setPodcastTrashed = (knex: Knex, userId: number, id: number, trashed: boolean) => setTrashed(knex, trashable, userId, id, trashed);
