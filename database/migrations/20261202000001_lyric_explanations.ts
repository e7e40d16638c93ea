import type { Knex } from 'knex';

/**
 * Line explanations (issue 35): a listener explains one line or a run of lines of a song's lyrics.
 *
 * An explanation belongs to the song and is attached to a lyrics version (`verse_id`) by line numbers
 * (0-based, inclusive, numbered as the song page and lyric cards number them: `sungLines(verseText(…))`).
 * `quote` keeps the lines' text as they were when it was attached, so that when a new version is
 * approved it can be found again (exact, then fuzzy) and re-attached; when it cannot,
 * `needs_review` is set for staff and the explanation keeps its old place: nothing is lost.
 *
 * Status: `pending` (waiting in the moderation queue), `published`, `rejected` (with a reason).
 * `votes` and `reports` are counts kept beside the rows of their own tables, so public reads never
 * count. A trusted contributor's explanations publish without a wait (`users.trusted_explainer`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lyric_explanations', (t) => {
    t.increments('id');
    t.integer('song_id').notNullable().references('songs.id').onDelete('CASCADE');
    t.integer('verse_id').references('verses.id').onDelete('SET NULL');
    t.integer('from_line').notNullable();
    t.integer('to_line').notNullable();
    t.text('quote').notNullable();
    t.text('body').notNullable();
    t.string('language', 20).notNullable().defaultTo('somali');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.string('author_name', 200).notNullable();
    t.string('status', 12).notNullable().defaultTo('pending');
    t.text('reject_reason');
    t.integer('reviewed_by').references('users.id').onDelete('SET NULL');
    t.timestamp('reviewed_at', { useTz: true });
    t.boolean('needs_review').notNullable().defaultTo(false);
    t.integer('votes').notNullable().defaultTo(0);
    t.integer('reports').notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.index(['song_id', 'status']);
    t.index(['status', 'created_at']);
    t.index(['user_id', 'created_at']);
  });
  await knex.raw(`alter table lyric_explanations add constraint lyric_explanations_lines
    check (from_line >= 0 and to_line >= from_line)`);
  await knex.raw(`alter table lyric_explanations add constraint lyric_explanations_status
    check (status in ('pending', 'published', 'rejected'))`);

  await knex.schema.createTable('lyric_explanation_votes', (t) => {
    t.integer('explanation_id').notNullable().references('lyric_explanations.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['explanation_id', 'user_id']);
  });

  await knex.schema.createTable('lyric_explanation_reports', (t) => {
    t.increments('id');
    t.integer('explanation_id').notNullable().references('lyric_explanations.id').onDelete('CASCADE');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.string('reason', 20).notNullable();
    t.text('note');
    t.timestamp('resolved_at', { useTz: true });
    t.integer('resolved_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['explanation_id']);
    t.index(['resolved_at', 'created_at']);
  });

  await knex.schema.alterTable('users', (t) => {
    t.boolean('trusted_explainer').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => t.dropColumn('trusted_explainer'));
  await knex.schema.dropTable('lyric_explanation_reports');
  await knex.schema.dropTable('lyric_explanation_votes');
  await knex.schema.dropTable('lyric_explanations');
}
