import type { Knex } from 'knex';
import { slugify } from '../../lib/slug';
import { ValidationError } from '../../http/errors';
import { changedFields, recordActivity } from '../../backstage/activity-log';
import { assertSameVersion, lockRow, nextVersion, type VersionedRow } from '../../backstage/versioned-record';
import { catalogueWrite } from '../../backstage/catalogue-write';
import type { PageInput, PageUpdate } from './pages.schema';

export const PAGE_ENTITY = 'page';
const NOT_FOUND = 'Page not found.';
const FIELDS = ['title', 'slug', 'content'] as const;
type PageWriteRow = VersionedRow & { title: string; slug: string; content: string };

/** A free address for the page: the one asked for, refused if taken; else the title's, numbered if taken. */
async function slugFor(trx: Knex.Transaction, input: PageInput, id?: number): Promise<string> {
  const taken = (slug: string) => trx('pages').where('slug', slug).modify((query) => (id ? query.whereNot('id', id) : query)).first('id');
  if (input.slug) {
    if (await taken(input.slug)) throw new ValidationError({ slug: [`Another page already has the address /pages/${input.slug}.`] });
    return input.slug;
  }
  const base = slugify(input.title).slice(0, 100) || 'page';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}

export function createPage(knex: Knex, userId: number, input: PageInput): Promise<number> {
  return catalogueWrite(knex, async (trx) => {
    const slug = await slugFor(trx, input);
    const [row] = await trx('pages').insert({ title: input.title, content: input.content, slug }).returning<{ id: number }[]>('id');
    await recordActivity(trx, { userId, entityType: PAGE_ENTITY, entityId: row!.id, entityLabel: input.title, action: 'created', changes: changedFields({}, { ...input, slug }, FIELDS) });
    return row!.id;
  });
}

export function updatePage(knex: Knex, userId: number, id: number, { version, ...input }: PageUpdate): Promise<void> {
  return catalogueWrite(knex, async (trx) => {
    const row = await lockRow<PageWriteRow>(trx, 'pages', id, NOT_FOUND);
    assertSameVersion(row, version, PAGE_ENTITY);
    const slug = input.slug && input.slug !== row.slug ? await slugFor(trx, input, id) : row.slug;
    const after = { title: input.title, content: input.content, slug };
    const changes = changedFields(row, after, FIELDS);
    if (Object.keys(changes).length === 0) return;
    await trx('pages').where('id', id).update({ ...after, ...nextVersion(trx) });
    await recordActivity(trx, { userId, entityType: PAGE_ENTITY, entityId: id, entityLabel: input.title, action: 'updated', changes });
  });
}

/** Pages the app links to by address (the app download page) cannot be trashed: the menu would lead to a 404. */
const KEPT_SLUGS = new Set(['apps']);

export const trashPage = (knex: Knex, userId: number, id: number) => setTrashed(knex, userId, id, true);
export const restorePage = (knex: Knex, userId: number, id: number) => setTrashed(knex, userId, id, false);

function setTrashed(knex: Knex, userId: number, id: number, trashed: boolean): Promise<void> {
  return catalogueWrite(knex, async (trx) => {
    const row = await lockRow<PageWriteRow>(trx, 'pages', id, NOT_FOUND);
    if (Boolean(row.deleted_at) === trashed) return;
    if (trashed && KEPT_SLUGS.has(row.slug)) throw new ValidationError({ trash: ['The side menu links to this page; it cannot be trashed. Edit it instead.'] });
    await trx('pages').where('id', id).update({ deleted_at: trashed ? trx.fn.now() : null, ...nextVersion(trx) });
    await recordActivity(trx, { userId, entityType: PAGE_ENTITY, entityId: id, entityLabel: row.title, action: trashed ? 'trashed' : 'restored' });
  });
}
