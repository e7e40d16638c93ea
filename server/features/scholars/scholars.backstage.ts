import type { Knex } from 'knex';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import type { MediaUrl } from '@common/media-url';
import { createRecord, updateRecord } from '../../backstage/record-writes';
import { recordScreens, type RecordKind } from '../../backstage/record-screens';
import { mountRecordRoutes, recordFormUploads } from '../../backstage/record-routes';
import { scholarInput, scholarUpdate, type ScholarInput, type ScholarUpdate } from './scholars.schema';
import { SCHOLAR_ENTITY, SCHOLAR_NOT_FOUND, scholarWrites, setScholarTrashed } from './scholars.writes';

export const SCHOLARS_LIST = '/backstage/scholars';

interface ScholarRow {
  id: number;
  name: string;
  name_arabic: string | null;
  image: string | null;
  bio: string | null;
  resources_count: number | string;
  version: number;
  updated_at: Date;
  deleted_at: Date | null;
}

const presentScholar = (row: ScholarRow, mediaUrl: MediaUrl) => ({
  id: row.id,
  name: row.name,
  name_arabic: row.name_arabic,
  image: row.image,
  image_url: mediaUrl(row.image),
  bio: row.bio,
  resources_count: Number(row.resources_count),
  version: row.version,
  updated_at: row.updated_at.toISOString(),
  deleted_at: row.deleted_at?.toISOString() ?? null,
});
export type BackstageScholar = ReturnType<typeof presentScholar>;

const scholarsQuery = (knex: Knex) =>
  knex('scholars').select('scholars.*', knex.raw('(select count(*) from resources r where r.scholar_id = scholars.id and r.deleted_at is null) as resources_count'));

async function loadScholar(knex: Knex, id: number, mediaUrl: MediaUrl) {
  const row = await scholarsQuery(knex).where('scholars.id', id).first<ScholarRow | undefined>();
  if (!row) throw new NotFound(SCHOLAR_NOT_FOUND);
  return presentScholar(row, mediaUrl);
}

const SCHOLARS: RecordKind<ScholarRow, BackstageScholar, BackstageScholar, ScholarInput, ScholarUpdate> = {
  path: SCHOLARS_LIST,
  page: 'backstage/scholars',
  prop: 'scholar',
  listProp: 'scholars',
  titles: { list: 'backstage.section.scholars', create: 'backstage.new.scholar' },
  entity: SCHOLAR_ENTITY,
  notFound: SCHOLAR_NOT_FOUND,
  list: {
    spec: { sorts: { name: 'scholars.name', resources_count: 'resources_count', updated_at: 'scholars.updated_at' }, defaultSort: 'name', idColumn: 'scholars.id', searchVector: 'scholars.search_vector', deletedAt: 'scholars.deleted_at' },
    query: scholarsQuery,
    present: presentScholar,
    perPage: 50,
  },
  load: loadScholar,
  label: (scholar) => scholar.name,
  input: scholarInput,
  update: scholarUpdate,
  create: (knex, userId, input) => createRecord(knex, scholarWrites, userId, input),
  save: (knex, userId, id, { version, ...input }) => updateRecord(knex, scholarWrites, userId, id, version, input),
  setTrashed: setScholarTrashed,
};

/** Spec §2 /backstage/scholars, /create, /{id}/edit and their writes. */
export function scholarBackstageRoutes(context: AppContext): Router {
  const router = Router();
  mountRecordRoutes(router, SCHOLARS_LIST, recordScreens(context, SCHOLARS));
  return router;
}

export const scholarUploadRoutes = recordFormUploads(SCHOLARS_LIST);
