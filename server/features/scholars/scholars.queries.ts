import type { Knex } from 'knex';

export interface ScholarCardRow {
  id: number;
  name: string;
  name_arabic: string | null;
  image: string | null;
  resources_count: number | string;
}

export interface ScholarRow extends ScholarCardRow {
  bio: string | null;
  updated_at: Date;
}

/** Scholars on the site (not in the trash), each with how many of their lectures are. */
const liveScholars = (knex: Knex) =>
  knex('scholars')
    .whereNull('scholars.deleted_at')
    .select('scholars.id', 'scholars.name', 'scholars.name_arabic', 'scholars.image', knex.raw('(select count(*) from resources r where r.scholar_id = scholars.id and r.deleted_at is null) as resources_count'));

export const scholarCards = (knex: Knex) => liveScholars(knex).orderBy([{ column: 'scholars.name' }, { column: 'scholars.id' }]);

export const findScholar = (knex: Knex, id: number): Promise<ScholarRow | undefined> => liveScholars(knex).select('scholars.bio', 'scholars.updated_at').where('scholars.id', id).first();
