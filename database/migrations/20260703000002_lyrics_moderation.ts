import type { Knex } from 'knex';

/**
 * The lyrics review queue: visitors' submissions and their reports of a problem with the lyrics on a
 * page (wrong words, wrong song, offensive) wait side by side for staff. A report carries no lyrics,
 * a reason and a note; a decision keeps who made it, when, and for a rejection why. An approved
 * submission points at the lyrics version it became, which says who verified it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('lyrics_submissions', (t) => {
    t.string('kind', 10).notNullable().defaultTo('lyrics');
    t.string('report_reason', 20);
    t.text('note');
    t.text('review_note');
    t.integer('verse_id').references('verses.id').onDelete('SET NULL');
  });
  await knex.raw('alter table lyrics_submissions alter column lyrics drop not null');
  await knex.raw(`alter table lyrics_submissions add constraint lyrics_submissions_kind check (
    (kind = 'lyrics' and lyrics is not null and report_reason is null)
    or (kind = 'report' and report_reason in ('wrong_words', 'wrong_song', 'offensive')))`);
  await knex.schema.alterTable('verses', (t) => {
    t.integer('verified_by').references('users.id').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('verses', (t) => t.dropColumn('verified_by'));
  await knex.raw('alter table lyrics_submissions drop constraint lyrics_submissions_kind');
  await knex('lyrics_submissions').where('kind', 'report').delete();
  await knex.raw('alter table lyrics_submissions alter column lyrics set not null');
  await knex.schema.alterTable('lyrics_submissions', (t) => {
    t.dropColumn('verse_id');
    t.dropColumn('review_note');
    t.dropColumn('note');
    t.dropColumn('report_reason');
    t.dropColumn('kind');
  });
}
