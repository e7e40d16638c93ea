import type { Knex } from 'knex';
import { findSong } from '../songs/songs.queries';
import { findArtist } from '../artists/artists.queries';
import { findAlbum } from '../albums/albums.queries';
import { findPlaylist } from '../playlists/playlists.queries';
import { findEpisode } from '../podcasts/episodes.queries';
import { findEvent } from '../events/events.queries';
import { findStory } from '../stories/stories.queries';
import { findPodcast } from '../podcasts/podcasts.queries';
import { findResource } from '../lectures/lectures.queries';
import { findScholar } from '../scholars/scholars.queries';
import { findTopic } from '../topics/topics.queries';
import { findGenre } from '../genres/genres.queries';
import { findPageBySlug } from '../static-pages/static-pages.queries';
import { translatorFor } from '../../i18n/catalogues';
import type { MessageId } from '../../i18n/catalogues';
import { findVerse, versesOfSong, type VerseRow } from '../songs/verses.queries';
import { presentVerse } from '../songs/verses.presenter';
import { sungLines, verseText } from '@common/lyrics-lines';
import { formatEventDate } from '../events/events.presenter';
import { SHARE_LABELS } from './share-texts';

/** What a share card shows: every field is plain text (the renderer escapes it). */
export interface ShareSubject {
  /** A word over the title: what kind of page this is ('Hees', 'Fanaan'...). */
  label: string;
  title: string;
  subtitle: string | null;
  /** A line of lyrics (songs) or the lines a listener picked (lyric cards). */
  quote: string[];
  /** Set when the quote is Arabic: right-aligned, right-to-left. */
  quoteRtl: boolean;
  /** The stored picture (a media key or a URL; only keys are read, see share-card-image.ts). */
  image: string | null;
}

export const SHARE_KINDS = ['song', 'artist', 'album', 'playlist', 'episode', 'event', 'story', 'podcast', 'resource', 'scholar', 'topic', 'genre'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];
export const isShareKind = (value: string): value is ShareKind => (SHARE_KINDS as readonly string[]).includes(value);

const subject = (label: string, title: string, subtitle: string | null, image: string | null, quote: string[] = []): ShareSubject => ({
  label,
  title,
  subtitle,
  quote,
  quoteRtl: false,
  image,
});

/**
 * The public record behind a share card, read with the same queries as its page, so a card exists
 * exactly when the page does (nothing trashed, unpublished or scheduled).
 */
export async function loadShareSubject(knex: Knex, kind: ShareKind, id: number): Promise<ShareSubject | undefined> {
  switch (kind) {
    case 'song': {
      const song = await findSong(knex, id);
      if (!song) return undefined;
      const [verse] = await versesOfSong(knex, id);
      const firstLine = verse ? linesOf(verse)[0] : undefined;
      const card = subject(SHARE_LABELS.song, song.name, song.artist_name, song.cover, firstLine ? [firstLine] : []);
      return { ...card, quoteRtl: verse?.language === 'arabic' };
    }
    case 'artist': {
      const artist = await findArtist(knex, id);
      return artist && subject(SHARE_LABELS.artist, artist.name, artist.stage_name, artist.image);
    }
    case 'album': {
      const album = await findAlbum(knex, id);
      return album && subject(SHARE_LABELS.album, album.name, album.artist_name, album.cover);
    }
    case 'playlist': {
      const playlist = await findPlaylist(knex, id);
      return playlist && subject(SHARE_LABELS.playlist, playlist.name, SHARE_LABELS.songsCount(Number(playlist.songs_count)), playlist.cover);
    }
    case 'episode': {
      const episode = await findEpisode(knex, id);
      return episode && subject(SHARE_LABELS.episode, episode.title, episode.podcast_title, episode.image ?? episode.podcast_image);
    }
    case 'event': {
      const event = await findEvent(knex, id);
      const place = event && [event.venue, event.city, event.country_name].filter(Boolean).join(', ');
      return event && subject(SHARE_LABELS.event, event.name, `${formatEventDate(event.date_at)}${place ? ` · ${place}` : ''}`, event.poster);
    }
    case 'story': {
      const story = await findStory(knex, id);
      return story && subject(SHARE_LABELS.story, story.title, story.source_name ?? story.author, story.image);
    }
    case 'podcast': {
      const podcast = await findPodcast(knex, id);
      return podcast && subject(SHARE_LABELS.podcast, podcast.title, podcast.host, podcast.image);
    }
    case 'resource': {
      const resource = await findResource(knex, id);
      return resource && subject(SHARE_LABELS.resource, resource.title, resource.scholar_name, resource.scholar_image);
    }
    case 'scholar': {
      const scholar = await findScholar(knex, id);
      return scholar && subject(SHARE_LABELS.scholar, scholar.name, scholar.name_arabic, scholar.image);
    }
    case 'topic': {
      const topic = await findTopic(knex, id);
      return topic && subject(SHARE_LABELS.topic, topic.name, topic.name_translations?.arabic ?? null, topic.image);
    }
    case 'genre': {
      const genre = await findGenre(knex, id);
      return genre && subject(SHARE_LABELS.genre, genre.name, null, null);
    }
  }
}

/**
 * The pages no row stands behind, by the slug of their card (`/share/page/<slug>.png`), with the
 * catalogue entries of their title and description. A fixed list: nothing from the URL is drawn.
 */
const LIST_PAGES = {
  home: ['home.title', 'home.description'],
  search: ['searchPage.title', 'searchPage.description'],
  playlists: ['playlists.title', 'playlists.description'],
  podcasts: ['podcasts.title', 'podcasts.description'],
  'just-added': ['justAdded.title', 'justAdded.description'],
  smart: ['smart.title', 'smart.description'],
  stories: ['stories.title', 'stories.description'],
  scholars: ['scholars.title', 'scholars.description'],
  genres: ['genres.title', 'genres.description'],
  apps: ['apps.title', 'apps.description'],
} satisfies Record<string, [MessageId, MessageId]>;

export type ListPageSlug = keyof typeof LIST_PAGES;

const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The card of a list page (its title from the catalogue, in Somali like every card) or of a static
 * page of the pages table (its stored title), with the site's logo. Undefined for any other slug.
 */
export async function loadPageCard(knex: Knex, slug: string, logo: string): Promise<ShareSubject | undefined> {
  if (Object.hasOwn(LIST_PAGES, slug)) {
    const { t } = translatorFor('so');
    const [title, description] = LIST_PAGES[slug as ListPageSlug];
    return subject(SHARE_LABELS.site, t(title), t(description), logo);
  }
  if (slug.length > 220 || !PAGE_SLUG.test(slug)) return undefined;
  const page = await findPageBySlug(knex, slug);
  return page && subject(SHARE_LABELS.site, page.title, null, logo);
}

/** At most this many lines on a lyric card: more would not be legible at the sizes apps show it. */
export const MAX_LYRIC_CARD_LINES = 4;

/**
 * A lyric card: the picked sung lines of one version of a song's lyrics (numbered as the song page
 * numbers them, from 0), with the song's title, artist and cover. Undefined when the version or its
 * song is not public or a number is past the last line.
 */
export async function loadLyricCard(knex: Knex, verseId: number, lineNumbers: number[]): Promise<ShareSubject | undefined> {
  const verse = await findVerse(knex, verseId);
  if (!verse) return undefined;
  const song = await findSong(knex, verse.song_id);
  if (!song) return undefined;
  const lines = linesOf(verse);
  if (lineNumbers.some((number) => number >= lines.length)) return undefined;
  return {
    ...subject(SHARE_LABELS.lyrics, song.name, song.artist_name, song.cover, lineNumbers.map((number) => lines[number]!)),
    quoteRtl: verse.language === 'arabic',
  };
}

/** The sung lines of a version, numbered as the song page numbers them (its presenter, then the same split). */
function linesOf(row: VerseRow): string[] {
  const { lyrics } = presentVerse(row);
  return sungLines(verseText(lyrics.non_synced_lyrics.original, lyrics.synced_lyrics));
}
