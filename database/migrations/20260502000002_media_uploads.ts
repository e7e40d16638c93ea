import type { Knex } from 'knex';

/**
 * Every file the backstage uploaders stored, with what its bytes were found to be. A save that names
 * a stored path (a song's audio, an artist's image) can look it up: the file was really uploaded
 * here, and its probed duration and format come from the server's check, not from the client.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media_uploads', (t) => {
    t.bigIncrements('id');
    // The storage key as the uploader answered it (no leading slash); keys are never reused.
    t.string('path', 1000).notNullable().unique();
    t.enu('kind', ['image', 'audio'], { useNative: false, enumName: 'media_upload_kind' }).notNullable();
    // The format found in the bytes (jpeg, png, mp3, m4a...) and the type the file is served with.
    t.string('format', 20).notNullable();
    t.string('mime', 50).notNullable();
    t.integer('bytes').notNullable();
    t.integer('width');
    t.integer('height');
    // Exact, as ffprobe measured it; catalogue rows keep whole seconds.
    t.double('duration_seconds');
    // Kept when the account goes: the file is still in storage.
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    // The image uploader's folder and the form that sent it (spec §7 imagepath, component).
    t.string('imagepath', 40);
    t.string('component', 100);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'id']);
  });
  // What each kind is known by: an image has its size, an audio file its length.
  await knex.raw(`alter table media_uploads add constraint media_uploads_measured check (
    (kind = 'image' and width > 0 and height > 0) or (kind = 'audio' and duration_seconds > 0))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media_uploads');
}
