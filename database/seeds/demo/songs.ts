import type { Row } from '../support/bulk-insert';
import { addDays } from '../support/dates';
import { Random } from '../support/random';
import { SlugSet } from '../support/slug';
import type { ContentType, DemoArtist } from './artists';
import type { DemoContext } from './context';
import { genresFor, type GenreIds, type GenreKey } from './genres';
import { composeLyrics, renderLyrics, songTitle, syncLyrics, THEMES_BY_CONTENT_TYPE, type Lyrics } from './lyrics';
import type { Credits } from '@common/lyrics-lines';

/** The `songs.meta` jsonb, as the backstage status indicator reads it (spec §4). */
export interface SongMeta {
  is_youtube: boolean;
  cover: boolean;
  retry: boolean;
  is_smart: boolean;
  status: 'repeat' | 'fail' | null;
  message: string | null;
}

export interface DemoSong {
  id: number;
  name: string;
  slug: string;
  artist: DemoArtist;
  originalArtistId: number | null;
  /** Filled in by the albums step. */
  albumId: number | null;
  released: number;
  youtube: string | null;
  cover: string | null;
  mp3: string | null;
  smartVocals: string | null;
  smartMusic: string | null;
  /** Null while there is no audio to measure. */
  durationSeconds: number | null;
  meta: SongMeta;
  createdAt: Date;
  lyrics: Lyrics;
  synced: boolean;
  /** An English version of its own (a second verse), as a listener might have sent it. */
  translated: boolean;
  /** The default verse's line-by-line English translation, shown under each sung line. */
  lineTranslation: boolean;
  /** Who wrote the words and the melody, who sang: null when the demo does not say. */
  credits: Credits | null;
  verified: boolean;
  genres: GenreKey[];
  featureIds: number[];
}

/** Singers record the most; actors and writers appear on a few tracks each. */
const SONGS_PER_ARTIST: Record<ContentType, number> = { HSA: 7, GBY: 4, MJY: 4, QRA: 3, JIL: 3, MSK: 5 };

/** How many songs get each special treatment. */
const COUNTS = {
  covers: 10,
  withoutAudio: 20,
  failed: 3,
  repeated: 3,
  smart: 8,
  synced: 10,
  translated: 15,
  justAdded: 14,
};

const FAIL_MESSAGES = [
  'Muuqaalka lama heli karo (video unavailable)',
  'Soo dejintu way fashilantay saddex jeer (download timed out)',
  'Muuqaalka waa la xannibay gobolkan (blocked in this region)',
];
const REPEAT_MESSAGE = 'Codka mar labaad ayaa la soo dejiyay si tayadu u fiicnaato';

export function buildSongs(ctx: DemoContext, artists: readonly DemoArtist[]): DemoSong[] {
  const random = new Random('demo:songs');
  const songs = draftSongs(random, ctx, artists);
  markCovers(random, songs);
  assignAudio(random, ctx, songs);
  addFeatures(random, songs, artists);
  for (const song of random.sample(songs.filter((s) => s.mp3 && s.artist.profile.contentType === 'HSA'), COUNTS.synced)) {
    // Synced songs play the short demo audio, so they get a short verse spread over its length.
    song.lyrics = composeLyrics(random, THEMES_BY_CONTENT_TYPE.HSA!, 8, 8);
    song.synced = true;
  }
  showcase(songs.filter((s) => s.synced), artists);
  const lyrical = songs.filter((s) => ['HSA', 'GBY'].includes(s.artist.profile.contentType));
  for (const song of random.sample(lyrical, COUNTS.translated)) song.translated = true;
  for (const song of random.sample(songs, COUNTS.justAdded)) song.createdAt = addDays(ctx.now, -random.int(2, 68) / 10);

  const slugs = new SlugSet();
  for (const song of songs) {
    song.slug = slugs.take(`${song.name} ${song.artist.displayName}`);
    if (random.chance(0.92)) song.cover = ctx.images.cover('songs', song.slug, song.name);
  }
  return songs;
}

/** Each artist's songs, released across their active years: the first at the start, the last at the end. */
function draftSongs(random: Random, ctx: DemoContext, artists: readonly DemoArtist[]): DemoSong[] {
  const songs: DemoSong[] = [];
  for (const artist of artists) {
    const { from, to, contentType } = artist.profile;
    const count = SONGS_PER_ARTIST[contentType] + random.int(0, 1);
    const years = Array.from({ length: count }, (_, i) => (i === 0 ? from : i === count - 1 ? to : random.int(from, to)));
    const titles = new Set<string>();
    for (const released of years.sort((a, b) => a - b)) {
      let name = songTitle(random);
      while (titles.has(name)) name = songTitle(random);
      titles.add(name);
      songs.push({
        id: songs.length + 1,
        name,
        slug: '',
        artist,
        originalArtistId: null,
        albumId: null,
        released,
        youtube: random.chance(0.85) ? random.base64url(11) : null,
        cover: null,
        mp3: null,
        smartVocals: null,
        smartMusic: null,
        durationSeconds: null,
        meta: { is_youtube: true, cover: false, retry: false, is_smart: false, status: null, message: null },
        createdAt: addDays(ctx.now, -random.int(80, 3650) / 10),
        lyrics: composeLyrics(random, THEMES_BY_CONTENT_TYPE[contentType]!, 8, 20),
        synced: false,
        translated: false,
        lineTranslation: false,
        credits: null,
        verified: random.chance(0.7),
        genres: genresFor(contentType, released),
        featureIds: [],
      });
    }
  }
  return songs;
}

/**
 * The songs that show all Hees does with lyrics: the synced ones (timed lines, with audio) also get
 * the default verse's English translation line by line, from the glosses written with each demo line
 * (lyrics.ts), and their credits. No random draw here, so the rest of the demo stays as it was.
 */
function showcase(songs: DemoSong[], artists: readonly DemoArtist[]): void {
  const byId = new Map(artists.map((artist) => [artist.id, artist]));
  for (const song of songs) {
    song.lineTranslation = true;
    song.credits = {
      poet: activeAround(artists, 'GBY', song)?.displayName ?? null,
      composer: activeAround(artists, 'MSK', song)?.displayName ?? null,
      singers: [song.artist.displayName, ...song.featureIds.map((id) => byId.get(id)!.displayName)],
      band: null,
    };
  }
}

/** An artist of that kind (poet, musician) working when the song came out: the nearest in years, ties by the song's id. */
function activeAround(artists: readonly DemoArtist[], kind: ContentType, song: DemoSong): DemoArtist | undefined {
  const distance = (artist: DemoArtist) => Math.max(0, artist.profile.from - song.released, song.released - artist.profile.to);
  const candidates = artists.filter((artist) => artist.profile.contentType === kind);
  const nearest = Math.min(...candidates.map(distance));
  const closest = candidates.filter((artist) => distance(artist) === nearest);
  return closest[song.id % closest.length];
}

/** Newer singers covering an older singer's song: same title, original_artist pointing back. */
function markCovers(random: Random, songs: DemoSong[]): void {
  const singers = songs.filter((s) => s.artist.profile.contentType === 'HSA');
  const newer = random.shuffle(singers.filter((s) => s.artist.profile.from >= 1985));
  let made = 0;
  for (const song of newer) {
    if (made === COUNTS.covers) break;
    const originals = singers.filter((o) => o.artist.profile.to < song.released && o.originalArtistId === null);
    const taken = new Set(songs.filter((s) => s.artist === song.artist).map((s) => s.name));
    const original = random.shuffle(originals).find((o) => !taken.has(o.name));
    if (!original) continue;
    song.name = original.name;
    song.lyrics = original.lyrics;
    song.originalArtistId = original.artist.id;
    made++;
  }
}

/**
 * Nearly every song plays one of the demo mp3 files. Set aside: songs with no audio and no status
 * (what the backstage "fix no audio" panel works through, half without a video id either), a few
 * failed downloads, a few re-downloads, and smart songs (singers only) that also carry stems.
 */
function assignAudio(random: Random, ctx: DemoContext, songs: DemoSong[]): void {
  const order = random.shuffle(songs);
  const noAudio = order.splice(0, COUNTS.withoutAudio);
  noAudio.forEach((song, i) => {
    song.youtube = i % 2 === 0 ? null : song.youtube;
    song.meta.is_youtube = song.youtube !== null;
  });
  order.splice(0, COUNTS.failed).forEach((song, i) => {
    song.meta.status = 'fail';
    song.meta.message = FAIL_MESSAGES[i % FAIL_MESSAGES.length]!;
  });

  const smartTracks = ctx.audio.songs.filter((track) => track.stems);
  const smart = order.filter((s) => s.artist.profile.contentType === 'HSA').slice(0, COUNTS.smart);
  smart.forEach((song, i) => {
    const track = smartTracks[i % smartTracks.length]!;
    song.mp3 = track.mp3;
    song.smartVocals = track.stems!.vocals;
    song.smartMusic = track.stems!.music;
    song.durationSeconds = track.seconds;
    song.meta.is_smart = true;
  });

  const rest = order.filter((s) => !smart.includes(s));
  rest.forEach((song, i) => {
    const track = ctx.audio.songs[i % ctx.audio.songs.length]!;
    song.mp3 = track.mp3;
    song.durationSeconds = track.seconds;
    if (i < COUNTS.repeated) {
      song.meta.status = 'repeat';
      song.meta.message = REPEAT_MESSAGE;
    }
  });
}

/** About one song in five features 1-4 other artists who were active around its release. */
function addFeatures(random: Random, songs: DemoSong[], artists: readonly DemoArtist[]): void {
  for (const song of songs) {
    if (!random.chance(0.2)) continue;
    const count = random.pick([1, 1, 1, 1, 2, 2, 3, 4]);
    const peers = artists.filter(
      (a) =>
        a !== song.artist &&
        a.id !== song.originalArtistId &&
        a.profile.from - 3 <= song.released &&
        song.released <= a.profile.to + 3,
    );
    song.featureIds = random.sample(peers, count).map((a) => a.id);
  }
}

export function songRows(songs: readonly DemoSong[]): Row[] {
  return songs.map((song) => ({
    id: song.id,
    name: song.name,
    slug: song.slug,
    artist_id: song.artist.id,
    original_artist_id: song.originalArtistId,
    album_id: song.albumId,
    content_type: song.artist.profile.contentType,
    released: song.released,
    youtube: song.youtube,
    cover: song.cover,
    mp3: song.mp3,
    smart_vocals: song.smartVocals,
    smart_music: song.smartMusic,
    duration_seconds: song.durationSeconds,
    meta: song.meta,
    credits: song.credits,
    published_at: song.createdAt,
    created_at: song.createdAt,
    updated_at: song.createdAt,
  }));
}

/** One default Somali verse per song (the showcase's translated line by line); translated songs add an English one that is not the default. */
export function verseRows(songs: readonly DemoSong[]): Row[] {
  const rows: Row[] = [];
  for (const song of songs) {
    const common = {
      song_id: song.id,
      verified_at: song.verified ? song.createdAt : null,
      created_at: song.createdAt,
      updated_at: song.createdAt,
    };
    rows.push({
      ...common,
      id: rows.length + 1,
      title: song.name,
      language: 'somali',
      is_default: true,
      non_synced_lyrics: renderLyrics(song.lyrics, 'so'),
      synced_lyrics: song.synced && song.durationSeconds ? syncLyrics(song.lyrics, song.durationSeconds) : null,
      // Line n translates sung line n (blank lines between stanzas are not lines).
      translation: song.lineTranslation ? { language: 'english', lines: song.lyrics.flat().map((line) => line.en) } : null,
    });
    if (song.translated) {
      rows.push({
        ...common,
        id: rows.length + 1,
        title: 'English translation',
        language: 'english',
        is_default: false,
        non_synced_lyrics: renderLyrics(song.lyrics, 'en'),
        synced_lyrics: null,
      });
    }
  }
  return rows;
}

export function featureRows(songs: readonly DemoSong[]): Row[] {
  return songs.flatMap((song) =>
    song.featureIds.map((artistId, i) => ({ song_id: song.id, artist_id: artistId, position: i + 1 })),
  );
}

export function songGenreRows(songs: readonly DemoSong[], genreIds: GenreIds): Row[] {
  return songs.flatMap((song) => song.genres.map((key) => ({ song_id: song.id, genre_id: genreIds[key] })));
}
