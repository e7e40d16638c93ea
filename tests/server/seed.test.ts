import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue, type DemoSummary } from '../../database/seeds/demo';
import { seedSyntheticCatalogue } from '../../database/seeds/synthetic';
import type { Database } from '../../server/db/database';
import { openFreshDatabase } from '../helpers/database';

/** A migrated database of our own (PGlite, or a schema on DATABASE_URL) and an empty storage dir. */
async function openSeedEnvironment(): Promise<{ db: Database; storageDir: string }> {
  return { db: await openFreshDatabase(), storageDir: mkdtempSync(path.join(tmpdir(), 'hees-seed-')) };
}

describe('demo and synthetic seeds', () => {
  let db: Database;
  let storageDir: string;
  let first: DemoSummary;
  let second: DemoSummary;
  let keptUserId: number;

  const count = async (table: string, where?: (q: ReturnType<Database['knex']>) => void) => {
    const query = db.knex(table);
    where?.(query);
    const [row] = await query.count<{ count: number }[]>('* as count');
    return Number(row!.count);
  };

  beforeAll(async () => {
    ({ db, storageDir } = await openSeedEnvironment());
    const [kept] = await db.knex('users').insert({ name: 'Existing', email: 'existing@hees.test' }).returning('id');
    keptUserId = (kept as { id: number }).id;
    first = await seedDemoCatalogue(db.knex, { storageDir });
    second = await seedDemoCatalogue(db.knex, { storageDir });
  });

  afterAll(async () => {
    await db?.close();
    if (storageDir) rmSync(storageDir, { recursive: true, force: true });
  });

  it('runs twice with the same result, keeping users', async () => {
    // The hourly rollups hold one row per song (artist) and clock hour played: plays placed relative to
    // "now" fall into one more or one fewer hour depending on the minute each run starts at.
    const withoutHours = ({ tables, ...rest }: typeof first) => {
      const { song_plays_hourly: songHours, artist_plays_hourly: artistHours, play_seconds_hourly: secondHours, ...others } = tables;
      expect(Math.min(songHours, artistHours, secondHours)).toBeGreaterThan(0);
      return { ...rest, tables: others };
    };
    expect(withoutHours(second)).toEqual(withoutHours(first));
    expect(await count('users', (q) => q.where({ id: keptUserId }))).toBe(1);
    const demoUsers = await db.knex('users').whereIn('email', ['listener@hees.test', 'admin@hees.test']).orderBy('email');
    expect(demoUsers.map((u) => [u.email, u.name, u.is_admin])).toEqual([
      ['admin@hees.test', 'Demo Admin', true],
      ['listener@hees.test', 'Demo Listener', false],
    ]);
    // Ids restart at 1 on every run.
    expect(await db.knex('songs').min('id as min').max('id as max').first()).toEqual({ min: 1, max: first.tables.songs });
  });

  it('has 40+ artists of all six content types, with music from every decade since the 1950s', async () => {
    expect(first.tables.artists).toBeGreaterThanOrEqual(40);
    const types = await db.knex('artists').distinct('content_type').pluck('content_type');
    expect(types.sort()).toEqual(['GBY', 'HSA', 'JIL', 'MJY', 'MSK', 'QRA']);
    const decades = await db.knex('songs').distinct(db.knex.raw('(released / 10) * 10 as decade')).orderBy('decade');
    expect(decades.map((row: { decade: number }) => row.decade)).toEqual([1950, 1960, 1970, 1980, 1990, 2000, 2010, 2020]);
    const names = await db.knex('artists').pluck('name');
    for (const needle of ['Maxamed', 'Mohamed', 'Xasan', 'Hassan', 'Cali', "'", '’']) {
      expect(names.some((n: string) => n.includes(needle))).toBe(true);
    }
  });

  it('gives every song exactly one default verse, and some songs synced lyrics that match their lines', async () => {
    expect(first.tables.songs).toBeGreaterThanOrEqual(200);
    const defaults = await db
      .knex('songs')
      .leftJoin('verses', (j) => j.on('verses.song_id', 'songs.id').andOnVal('verses.is_default', true))
      .groupBy('songs.id')
      .select('songs.id', db.knex.raw('count(verses.id)::int as n'));
    expect(defaults.every((row: { n: number }) => row.n === 1)).toBe(true);

    const synced = await db.knex('verses').whereNotNull('synced_lyrics');
    expect(synced.length).toBeGreaterThan(0);
    for (const verse of synced) {
      const lines = verse.non_synced_lyrics.split('\n').filter((line: string) => line !== '');
      expect(verse.synced_lyrics.map((l: { text: string }) => l.text)).toEqual(lines);
    }
    expect(await count('verses', (q) => q.where({ is_default: false, language: 'english' }))).toBeGreaterThan(0);
  });

  it('shows all Hees does with lyrics on a handful of songs: timed lines, an English line for each sung line, poet and composer', async () => {
    const showcase = await db
      .knex('verses')
      .join('songs', 'songs.id', 'verses.song_id')
      .where('verses.is_default', true)
      .whereNotNull('verses.translation')
      .orderBy('songs.id')
      .select('songs.id', 'songs.artist_id', 'songs.credits', 'songs.mp3', 'verses.non_synced_lyrics', 'verses.synced_lyrics', 'verses.translation');
    expect(showcase.length).toBeGreaterThanOrEqual(5);
    // A newcomer opening the first songs (/song/1 … /song/8) meets one.
    expect(showcase[0].id).toBeLessThanOrEqual(8);
    const poets = await db.knex('artists').where('content_type', 'GBY').pluck('stage_name');
    const poetNames = await db.knex('artists').where('content_type', 'GBY').pluck('name');
    const musicians = [...(await db.knex('artists').where('content_type', 'MSK').pluck('name')), ...(await db.knex('artists').where('content_type', 'MSK').pluck('stage_name'))];
    for (const song of showcase) {
      const sung = song.non_synced_lyrics.split('\n').filter((line: string) => line.trim() !== '');
      expect(song.mp3).not.toBeNull();
      expect(song.synced_lyrics.map((line: { text: string }) => line.text)).toEqual(sung);
      // Line n translates sung line n: as many lines, each English and none a copy of the Somali.
      expect(song.translation.language).toBe('english');
      expect(song.translation.lines).toHaveLength(sung.length);
      song.translation.lines.forEach((line: string, n: number) => {
        expect(line.trim()).not.toBe('');
        expect(line).not.toBe(sung[n]);
      });
      expect([...poets, ...poetNames]).toContain(song.credits.poet);
      expect(musicians).toContain(song.credits.composer);
      expect(song.credits.singers.length).toBeGreaterThanOrEqual(1);
    }
    expect(await count('songs', (q) => q.whereNotNull('credits'))).toBe(showcase.length);
  });

  it('has the expected albums, playlists, podcasts, pages, genres and stories', async () => {
    expect(first.tables).toMatchObject({ albums: 20, playlists: 10, podcasts: 3, genres: 6, stories: 10 });
    expect(first.tables.episodes).toBeGreaterThanOrEqual(30);
    expect(await count('stories', (q) => q.whereNull('published_at'))).toBe(2);
    const sizes = await db.knex('playlist_song').groupBy('playlist_id').select(db.knex.raw('count(*)::int as n'));
    expect(sizes.every(({ n }: { n: number }) => n >= 8 && n <= 25)).toBe(true);
    expect((await db.knex('pages').pluck('slug')).sort()).toEqual(['apps-changelog', 'privacy-policy', 'terms']);
  });

  it('has 8 events, both past and upcoming', async () => {
    expect(first.tables.events).toBe(8);
    expect(await count('events', (q) => q.where('date_at', '<', db.knex.fn.now()))).toBeGreaterThan(0);
    expect(await count('events', (q) => q.where('date_at', '>', db.knex.fn.now()))).toBeGreaterThan(0);
  });

  it('features six existing songs on the home page', async () => {
    const option = await db.knex('options').where({ option_key: 'HOMEFEATURED' }).first();
    const featured = option.option_value as { id: number; name: string; artist: { name: string } }[];
    expect(featured).toHaveLength(6);
    const songs = await db.knex('songs').whereIn('id', featured.map((f) => f.id)).pluck('name');
    expect(songs).toHaveLength(6);
  });

  it('stores media paths whose files exist, including both stems of every smart song', async () => {
    const media = (p: string) => path.join(storageDir, 'media', p);
    const smart = await db.knex('songs').whereRaw(`(meta->>'is_smart')::boolean`);
    expect(smart.length).toBeGreaterThan(0);
    for (const song of smart) {
      expect(song.smart_vocals && song.smart_music).toBeTruthy();
      expect(existsSync(media(song.smart_vocals)) && existsSync(media(song.smart_music))).toBe(true);
    }
    const paths = [
      ...(await db.knex('songs').whereNotNull('mp3').distinct('mp3').pluck('mp3')),
      ...(await db.knex('episodes').distinct('audio').pluck('audio')),
      ...(await db.knex('media').distinct('file_path').pluck('file_path')),
      ...(await db.knex('artists').pluck('image')),
      ...(await db.knex('events').pluck('poster')),
    ];
    expect(paths.filter((p: string) => p.startsWith('/') || !existsSync(media(p)))).toEqual([]);
    expect(await count('songs', (q) => q.whereNull('mp3').whereRaw(`meta->>'status' is null`))).toBeGreaterThanOrEqual(15);
  });

  it('has counted plays that rank songs trending this week, matching plays_count', async () => {
    const trending = await db
      .knex('play_events')
      .where({ name: 'Song', counted: true })
      .where('created_at', '>', db.knex.raw(`now() - interval '7 days'`))
      .groupBy('song_id')
      .orderBy([{ column: 'plays', order: 'desc' }, 'song_id'])
      .limit(10)
      .select('song_id', db.knex.raw('count(*)::int as plays'));
    expect(trending.length).toBe(10);
    const plays = trending.map((t: { plays: number }) => t.plays);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    expect(plays[0]).toBeGreaterThan(plays[9]!);

    const mismatched = await db
      .knex('songs')
      .whereRaw(
        `plays_count <> (select count(*) from play_events p where p.song_id = songs.id and p.counted)`,
      )
      .count<{ count: number }[]>('* as count');
    expect(Number(mismatched[0]!.count)).toBe(0);
  });

  it('replaces the catalogue with a synthetic one of the requested size', async () => {
    const counts = await seedSyntheticCatalogue(db.knex, { size: 2000 });
    expect(counts).toMatchObject({ songs: 2000, artists: 100, verses: 2000, albums: 0, play_events: 0 });
    expect(await count('verses', (q) => q.where({ is_default: true }))).toBe(2000);
    expect(await count('users', (q) => q.where({ id: keptUserId }))).toBe(1);
  });
});
