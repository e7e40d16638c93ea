import type { Knex } from 'knex';
import type { ContentType } from './demo/artists';
import { buildGenres, genresFor, type GenreIds } from './demo/genres';
import { composeLyrics, renderLyrics, songTitle, THEMES_BY_CONTENT_TYPE } from './demo/lyrics';
import { insertRows, type Row } from './support/bulk-insert';
import { clearCatalogue, countCatalogue, type CatalogueCounts } from './support/catalogue';
import { addDays } from './support/dates';
import { Random } from './support/random';
import { slugify } from './support/slug';
import { givenName, inventedWord, personName } from './synthetic/names';
import { reindexAll } from '../../server/features/search/search.indexer';
import { rebuildPlayRollups } from '../../server/features/plays/play-rollups';

/** Artists by share of the catalogue: mostly singers, as on the real site. */
const CONTENT_TYPES: ContentType[] = ['HSA', 'HSA', 'HSA', 'HSA', 'HSA', 'GBY', 'MJY', 'QRA', 'JIL', 'MSK'];

/** Rows per statement: large enough that 100k songs take a few dozen statements. */
const CHUNK = 5000;

interface SyntheticArtist {
  id: number;
  contentType: ContentType;
  from: number;
  to: number;
}

/**
 * Replaces the catalogue with `size` generated songs by size/20 artists, each song with a short
 * default verse, some with featured artists: a load for search and listing benchmarks. Dates are
 * spread over three years before now; everything else comes from a seeded generator.
 */
export async function seedSyntheticCatalogue(knex: Knex, options: { size: number }): Promise<CatalogueCounts> {
  const random = new Random(`synthetic:${options.size}`);
  const now = new Date();
  const artistCount = Math.max(1, Math.floor(options.size / 20));

  const artists: SyntheticArtist[] = [];
  const artistRows: Row[] = [];
  for (let id = 1; id <= artistCount; id++) {
    const name = personName(random);
    const from = random.int(1955, 2020);
    const artist = { id, contentType: random.pick(CONTENT_TYPES), from, to: Math.min(2025, from + random.int(5, 35)) };
    artists.push(artist);
    const createdAt = addDays(now, -random.int(0, 1095));
    artistRows.push({
      id,
      name,
      slug: `${slugify(name)}-${id}`,
      content_type: artist.contentType,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }

  const genres = buildGenres({ now });
  await knex.transaction(async (trx) => {
    await clearCatalogue(trx);
    await insertRows(trx, 'artists', artistRows, CHUNK);
    await insertRows(trx, 'genres', genres.rows);
    // Generated a chunk at a time, so memory stays flat however large `size` is.
    for (let first = 1; first <= options.size; first += CHUNK) {
      const batch = songBatch(random, now, artists, genres.ids, first, Math.min(options.size, first + CHUNK - 1));
      await insertRows(trx, 'songs', batch.songs, CHUNK);
      await insertRows(trx, 'verses', batch.verses, CHUNK);
      await insertRows(trx, 'song_features', batch.features, CHUNK);
      await insertRows(trx, 'song_genre', batch.genres, CHUNK);
    }
    // No plays here, but the genres take their copy of plays_count from the songs.
    await rebuildPlayRollups(trx);
    await reindexAll(trx);
  });
  return countCatalogue(knex);
}

/**
 * Songs `first`..`last` (ids), each with its default verse and its genres (the demo's rule: from the
 * artist's kind and the year), and, for one in ten, featured artists.
 */
function songBatch(
  random: Random,
  now: Date,
  artists: readonly SyntheticArtist[],
  genreIds: GenreIds,
  first: number,
  last: number,
): { songs: Row[]; verses: Row[]; features: Row[]; genres: Row[] } {
  const songs: Row[] = [];
  const verses: Row[] = [];
  const features: Row[] = [];
  const genres: Row[] = [];
  for (let id = first; id <= last; id++) {
    // Squaring skews the draw so a few artists own many songs, like real catalogues.
    const artist = artists[Math.floor(random.next() ** 2 * artists.length)]!;
    const name = songName(random);
    const createdAt = addDays(now, -random.next() * 1095);
    const released = random.int(artist.from, artist.to);
    songs.push({
      id,
      name,
      slug: `${slugify(name)}-${id}`,
      artist_id: artist.id,
      content_type: artist.contentType,
      released,
      youtube: random.chance(0.8) ? random.base64url(11) : null,
      plays_count: Math.floor(5000 * random.next() ** 6),
      published_at: createdAt,
      created_at: createdAt,
      updated_at: createdAt,
    });
    verses.push({
      id,
      song_id: id,
      language: 'somali',
      is_default: true,
      non_synced_lyrics: renderLyrics(composeLyrics(random, THEMES_BY_CONTENT_TYPE[artist.contentType]!, 4, 8), 'so'),
      created_at: createdAt,
      updated_at: createdAt,
    });
    for (const key of genresFor(artist.contentType, released)) genres.push({ song_id: id, genre_id: genreIds[key] });
    if (artists.length > 1 && random.chance(0.1)) {
      const featured = new Set<number>();
      for (let n = random.int(1, 3); n > 0; n--) {
        const other = random.int(1, artists.length);
        if (other !== artist.id) featured.add(other);
      }
      [...featured].forEach((artistId, i) => features.push({ song_id: id, artist_id: artistId, position: i + 1 }));
    }
  }
  return { songs, verses, features, genres };
}

/** Mostly the demo's titles; some carry a person's name or an invented word, for variety in search. */
function songName(random: Random): string {
  const roll = random.next();
  if (roll < 0.6) return songTitle(random);
  if (roll < 0.85) return `${songTitle(random)} ${givenName(random)}`;
  return `${inventedWord(random)} ${songTitle(random)}`;
}
