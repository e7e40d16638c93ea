import type { Knex } from 'knex';
import { ValidationError } from '../../http/errors';
import { reindex } from '../search/search.indexer';
import { uploadedImageError } from '../../backstage/uploaded-image-check';
import type { WritableKind } from '../../backstage/record-writes';
import { setTrashed, type Trashable } from '../../backstage/trash-state';
import type { VersionedRow } from '../../backstage/versioned-record';
import type { ScholarInput } from './scholars.schema';

export const SCHOLAR_ENTITY = 'scholar';
export const SCHOLAR_NOT_FOUND = 'Scholar not found.';

export const scholarWrites: WritableKind<ScholarInput> = {
  table: 'scholars',
  entity: SCHOLAR_ENTITY,
  notFound: SCHOLAR_NOT_FOUND,
  label: (input) => input.name,
  columns: ({ name, name_arabic, image, bio }) => ({ name, name_arabic, image, bio }),
  async check(trx, input, before) {
    const image = await uploadedImageError(trx, input.image, before?.image, 'image');
    if (image) throw new ValidationError({ image });
  },
  reindex: (trx, id) => reindex(trx, 'scholars', [id]),
};

/** A scholar still named by lectures or topics stays: trashing would leave them pointing at a hidden teacher. */
async function assertUnused(trx: Knex.Transaction, row: VersionedRow) {
  // One after another: a transaction is one connection, and statements sent at once on it only queue (pg warns).
  const resources = await trx('resources').where('scholar_id', row.id).whereNull('deleted_at').count<{ n: string | number }[]>('* as n');
  const topics = await trx('topics').where('scholar_id', row.id).whereNull('deleted_at').count<{ n: string | number }[]>('* as n');
  const used = Number(resources[0]?.n ?? 0) + Number(topics[0]?.n ?? 0);
  if (used > 0) throw new ValidationError({ trash: [`This scholar has ${Number(resources[0]?.n ?? 0)} resources and ${Number(topics[0]?.n ?? 0)} topics. Give them another scholar (or trash them) first.`] });
}

const trashable: Trashable<VersionedRow & { name: string }> = {
  table: 'scholars',
  entity: SCHOLAR_ENTITY,
  notFound: SCHOLAR_NOT_FOUND,
  label: (row) => row.name,
  beforeTrash: assertUnused,
  afterChange: (trx, id) => reindex(trx, 'scholars', [id]),
};

export const setScholarTrashed = (knex: Knex, userId: number, id: number, trashed: boolean) => setTrashed(knex, trashable, userId, id, trashed);
