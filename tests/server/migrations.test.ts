import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrateLatest, rollbackAll } from '../../server/db/migrations';
import { openFreshDatabase } from '../helpers/database';

const tables = async (db: Database) =>
  (
    await db.knex.raw<{ rows: { table_name: string }[] }>(
      `select table_name from information_schema.tables where table_schema = ? and table_type = 'BASE TABLE' order by 1`,
      [db.schema],
    )
  ).rows.map((r) => r.table_name);

describe('migrations', () => {
  let db: Database;
  // The one place migrations run from zero: every other test file gets a copy of a database migrated once per run.
  beforeAll(async () => {
    db = await openFreshDatabase({ from: 'empty' });
    await migrateLatest(db.knex, db.schema);
  });
  afterAll(async () => db?.close());

  it('create every entity of the spec', async () => {
    const names = await tables(db);
    for (const table of [
      'users', 'api_tokens', 'sessions', 'countries', 'artists', 'genres', 'albums', 'songs', 'song_features',
      'verses', 'song_genre', 'playlists', 'playlist_song', 'lyrics_submissions', 'podcasts', 'episodes', 'events',
      'event_artist', 'pages', 'stories', 'options', 'promos', 'scholars', 'topics', 'resources', 'resource_topic',
      'media', 'favorites', 'play_events',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('go down completely and up again', async () => {
    const reverted = await rollbackAll(db.knex, db.schema);
    expect(reverted.length).toBeGreaterThan(5);
    expect((await tables(db)).filter((t) => !t.startsWith('knex_'))).toEqual([]);
    const applied = await migrateLatest(db.knex, db.schema);
    expect(applied).toEqual([...reverted].reverse());
    expect(await tables(db)).toContain('songs');
  });

  it('have the pg_trgm and unaccent extensions', async () => {
    const { rows } = await db.knex.raw<{ rows: { u: string; s: number }[] }>(
      `select unaccent('Cafébar') as u, similarity('maxamed', 'maxammed') as s`,
    );
    expect(rows[0]?.u).toBe('Cafebar');
    expect(rows[0]?.s).toBeGreaterThan(0.4);
  });

  it('enforce the spec limits in the schema', async () => {
    const knex = db.knex;
    const [artist] = await knex('artists').insert({ name: 'Test', slug: 'test', content_type: 'HSA' }).returning('id');
    await expect(knex('artists').insert({ name: 'Bad', slug: 'bad', content_type: 'XXX' })).rejects.toThrow();
    await expect(knex('artists').insert({ name: 'Dup', slug: 'test' })).rejects.toThrow(/unique/);
    const [song] = await knex('songs').insert({ name: 'S', slug: 's', artist_id: artist.id }).returning('id');
    // a fifth featuring artist has no position to take
    await expect(knex('song_features').insert({ song_id: song.id, artist_id: artist.id, position: 5 })).rejects.toThrow();
    await expect(knex('resources').insert({ title: 'R', ordering: -1 })).rejects.toThrow();
    await knex('resources').insert({ title: 'R0', ordering: 0 });
    await expect(
      knex('topics').insert({ name: 'T', topic_type: 'poetry' }),
    ).rejects.toThrow();
    await expect(
      knex('play_events').insert({ name: 'Song', event_category: 'play', episode_id: null, song_id: null }),
    ).rejects.toThrow();
    await knex('verses').insert({ song_id: song.id, non_synced_lyrics: 'a', is_default: true });
    await expect(knex('verses').insert({ song_id: song.id, non_synced_lyrics: 'b', is_default: true })).rejects.toThrow();
  });
});
