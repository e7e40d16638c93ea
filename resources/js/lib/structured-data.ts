import type {
  AggregateOffer,
  Graph,
  ImageObject,
  LearningResource,
  MusicAlbum,
  MusicEvent,
  MusicGroup,
  MusicPlaylist,
  MusicRecording,
  NewsArticle,
  Offer,
  Organization,
  Person,
  PodcastEpisode,
  PodcastSeries,
  CollectionPage,
  Thing,
  WithContext,
} from 'schema-dts';
import type { Album, Artist, Episode, Event, Playlist, Podcast, Resource, Scholar, Song, Story, Topic } from '../types/props';
import { shareCardPath, type ShareKind } from './share-links';
import { absoluteUrl } from './urls';
import { eventOffer } from './structured-data-offers';

/**
 * schema.org descriptions of the entities (JSON-LD), built from the same props the page shows and
 * typed with schema-dts, so a property that schema.org does not give the type fails the type check.
 * Every URL is absolute: crawlers read them out of context. `image` is always the page's PNG share
 * card: stored covers are often SVG, which Google's rich results do not take.
 * The site's own descriptions (home, lists, static pages) are in structured-data-site.ts.
 */
export type JsonLd = WithContext<Thing> | Graph;

export const SCHEMA_CONTEXT = 'https://schema.org' as const;

/** The page's share card (1200x630 PNG), absolute: the `image` of its JSON-LD. */
export const cardImage = (kind: ShareKind, id: number, origin: string) => absoluteUrl(origin, shareCardPath(kind, id))!;

/** The site's square logo (a PNG of the manifest's icons): publisher logos and the Organization. */
export const siteLogo = (origin: string): ImageObject => ({ '@type': 'ImageObject', url: absoluteUrl(origin, '/icons/icon-512.png')!, width: '512', height: '512' });

/** The site as an organisation: the publisher of its pages. */
export const siteOrganization = (name: string, origin: string) => ({ '@type': 'Organization', name, url: absoluteUrl(origin, '/')!, logo: siteLogo(origin) }) satisfies Organization;

const url = (origin: string, path: string) => absoluteUrl(origin, path)!;

const person = (name: string) => ({ '@type': 'Person', name }) satisfies Person;

const artistGroup = (artist: { id: number; name: string }, origin: string) => ({ '@type': 'MusicGroup', name: artist.name, url: url(origin, `/artist/${artist.id}`) }) satisfies MusicGroup;

/**
 * A duration as ISO 8601 (`PT3M12S`), from seconds or from the `3:12` / `1:02:03` the presenters
 * format for display (the page props carry that one). Undefined when unknown.
 */
export function isoDuration(value: number | string | null | undefined): string | undefined {
  let seconds: number;
  if (typeof value === 'number') seconds = Math.round(value);
  else if (typeof value === 'string' && /^\d+(:\d{1,2}){1,2}$/.test(value)) seconds = value.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  else return undefined;
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** A song as a list's entry (an album's, a playlist's track): its page, artist and length. */
function trackOf(song: { id: number; name: string; formatted_duration?: string | null; artist?: { id: number; name: string } }, origin: string): MusicRecording {
  const duration = isoDuration(song.formatted_duration);
  return {
    '@type': 'MusicRecording',
    name: song.name,
    url: url(origin, `/song/${song.id}`),
    ...(song.artist && { byArtist: artistGroup(song.artist, origin) }),
    ...(duration && { duration }),
  };
}

/** The opening stanza of the default lyrics: enough for a search snippet, not the whole text. */
export function lyricsExcerpt(song: Song, maxLines = 4): string | undefined {
  const lines = (song.verse[0]?.lyrics.non_synced_lyrics.original ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
  return lines.length ? lines.slice(0, maxLines).join('\n') : undefined;
}

/** The artist, with the other credited singers and the band when the credits name them. */
function performers(song: Song, origin: string): MusicGroup | (MusicGroup | Person)[] {
  const artist = artistGroup(song.artist, origin);
  const credits = song.credits;
  if (!credits || (credits.singers.length === 0 && !credits.band)) return artist;
  const others = credits.singers.filter((name) => name.toLowerCase() !== song.artist.name.toLowerCase()).map(person);
  return [artist, ...others, ...(credits.band ? [{ '@type': 'MusicGroup', name: credits.band } satisfies MusicGroup] : [])];
}

export function musicRecording(song: Song, origin: string): WithContext<MusicRecording> {
  const lyrics = lyricsExcerpt(song);
  const credits = song.credits;
  const duration = isoDuration(song.formatted_duration);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'MusicRecording',
    name: song.name,
    url: url(origin, `/song/${song.id}`),
    image: cardImage('song', song.id, origin),
    byArtist: performers(song, origin),
    ...(duration && { duration }),
    ...(song.album && { inAlbum: { '@type': 'MusicAlbum', name: song.album.name, url: url(origin, `/album/${song.album.id}`) } }),
    ...(song.released && { datePublished: String(song.released) }),
    ...((lyrics || credits?.poet || credits?.composer) && {
      recordingOf: {
        '@type': 'MusicComposition',
        name: song.name,
        ...(lyrics && { lyrics: { '@type': 'CreativeWork', text: lyrics } }),
        ...(credits?.poet && { lyricist: person(credits.poet) }),
        ...(credits?.composer && { composer: person(credits.composer) }),
      },
    }),
  };
}

export function musicGroup(artist: Artist, description: string, origin: string): WithContext<MusicGroup> {
  return {
    '@context': SCHEMA_CONTEXT,
    ...artistGroup(artist, origin),
    ...(artist.stage_name && { alternateName: artist.stage_name }),
    image: cardImage('artist', artist.id, origin),
    description,
    track: artist.songs.slice(0, 10).map((song) => trackOf(song, origin)),
  };
}

/** An album with its tracks in order (the page's `tracks` prop: the songs themselves come deferred). */
export function musicAlbum(album: Album, tracks: { id: number; name: string; formatted_duration: string | null }[], origin: string): WithContext<MusicAlbum> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'MusicAlbum',
    name: album.name,
    url: url(origin, `/album/${album.id}`),
    image: cardImage('album', album.id, origin),
    byArtist: artistGroup(album.artist, origin),
    numTracks: tracks.length,
    track: tracks.map((song) => trackOf({ ...song, artist: album.artist }, origin)),
    ...(album.released_at && { datePublished: album.released_at }),
  };
}

export function musicPlaylist(playlist: Playlist, origin: string): WithContext<MusicPlaylist> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'MusicPlaylist',
    name: playlist.name,
    url: url(origin, `/playlist/${playlist.id}`),
    image: cardImage('playlist', playlist.id, origin),
    ...(playlist.description && { description: playlist.description }),
    numTracks: playlist.songs_count,
    track: playlist.songs.map((song) => trackOf(song, origin)),
  };
}

export function podcastSeries(podcast: Podcast, origin: string): WithContext<PodcastSeries> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'PodcastSeries',
    name: podcast.title,
    url: url(origin, `/podcast/${podcast.id}`),
    image: cardImage('podcast', podcast.id, origin),
    webFeed: url(origin, `/podcast/${podcast.id}/feed.xml`),
    ...(podcast.description && { description: podcast.description }),
    ...(podcast.host && { author: person(podcast.host) }),
  };
}

export function podcastEpisode(episode: Episode, origin: string): WithContext<PodcastEpisode> {
  const audio = episode.source[0];
  const duration = isoDuration(episode.formatted_duration);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'PodcastEpisode',
    name: episode.title,
    url: url(origin, `/episode/${episode.id}`),
    image: cardImage('episode', episode.id, origin),
    ...(duration && { duration }),
    ...(episode.pubDate && { datePublished: episode.pubDate }),
    ...(episode.description && { description: episode.description }),
    ...(episode.ordering && { episodeNumber: episode.ordering }),
    ...(audio && { associatedMedia: { '@type': 'MediaObject', contentUrl: url(origin, audio.src), encodingFormat: audio.type, ...(duration && { duration }) } }),
    partOfSeries: { '@type': 'PodcastSeries', name: episode.podcast.title, url: url(origin, `/podcast/${episode.podcast_id}`) },
  };
}

export function musicEvent(event: Event, description: string, origin: string): WithContext<MusicEvent> {
  const offers: Offer | AggregateOffer | undefined = eventOffer(event);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'MusicEvent',
    name: event.name,
    url: url(origin, `/event/${event.id}`),
    image: cardImage('event', event.id, origin),
    description,
    ...(event.date_at && { startDate: event.date_at }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue ?? event.city ?? event.name,
      address: {
        '@type': 'PostalAddress',
        ...(event.street && { streetAddress: event.street }),
        ...(event.city && { addressLocality: event.city }),
        ...(event.postal_code && { postalCode: event.postal_code }),
        ...(event.country.code && { addressCountry: event.country.code }),
      },
    },
    performer: event.artists.map((artist) => artistGroup(artist, origin)),
    ...(offers && { offers }),
  };
}

/**
 * A story: the news site it came from is its source and its author's home; Hees, which publishes the
 * page, is the publisher (with the logo Google asks for).
 */
export function newsArticle(story: Story, site: string, origin: string): WithContext<NewsArticle> {
  const sourceSite = story.source_article ? new URL(story.source_article).origin : undefined;
  const source: Organization | undefined = story.source.name ? { '@type': 'Organization', name: story.source.name, ...(sourceSite && { url: sourceSite }) } : undefined;
  const author: Person | Organization | undefined = story.author ? { ...person(story.author), ...(sourceSite && { url: sourceSite }) } : source;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'NewsArticle',
    headline: story.title,
    url: url(origin, `/story/${story.id}`),
    image: [cardImage('story', story.id, origin)],
    ...(story.published_at && { datePublished: story.published_at }),
    ...(story.updated_at && { dateModified: story.updated_at }),
    ...(author && { author }),
    publisher: siteOrganization(site, origin),
    ...(source && { sourceOrganization: source }),
    ...(story.source_article && { isBasedOn: story.source_article }),
  };
}

/** A scholar: a person who teaches, with their Arabic name as another name. */
export function scholarPerson(scholar: Scholar, origin: string): WithContext<Person> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Person',
    name: scholar.name,
    url: url(origin, `/scholar/${scholar.id}`),
    ...(scholar.name_arabic && { alternateName: scholar.name_arabic }),
    image: cardImage('scholar', scholar.id, origin),
    ...(scholar.bio && { description: scholar.bio }),
    jobTitle: 'Scholar',
  };
}

/** A topic: the collection of its lectures. */
export function topicCollection(topic: Topic, origin: string): WithContext<CollectionPage> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'CollectionPage',
    name: topic.name,
    url: url(origin, `/topic/${topic.id}`),
    image: cardImage('topic', topic.id, origin),
    ...(topic.description && { description: topic.description }),
    about: { '@type': 'DefinedTerm', name: topic.name, ...(topic.name_translations.arabic && { alternateName: topic.name_translations.arabic }) },
    hasPart: topic.resources.map((resource) => ({ '@type': 'LearningResource', name: resource.title, url: url(origin, `/resource/${resource.id}`) })),
  };
}

/** A lecture: a learning resource by its scholar, with its recordings as audio objects in order. */
export function lectureWork(resource: Resource, origin: string): WithContext<LearningResource> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'LearningResource',
    name: resource.title,
    url: url(origin, `/resource/${resource.id}`),
    image: cardImage('resource', resource.id, origin),
    ...(resource.title_translation.arabic && { alternateName: resource.title_translation.arabic }),
    inLanguage: 'so',
    ...(resource.description && { description: resource.description }),
    ...(resource.scholar && { author: { '@type': 'Person', name: resource.scholar.name, url: url(origin, `/scholar/${resource.scholar.id}`) } }),
    ...(resource.topics.length > 0 && { about: resource.topics.map((topic) => ({ '@type': 'DefinedTerm', name: topic.name })) }),
    ...(resource.source_url && { isBasedOn: resource.source_url }),
    audio: resource.media.map((media) => {
      const duration = isoDuration(media.duration_seconds);
      return {
        '@type': 'AudioObject',
        name: media.title ?? resource.title,
        ...(media.file_path && { contentUrl: url(origin, media.file_path) }),
        encodingFormat: 'audio/mpeg',
        ...(duration && { duration }),
      };
    }),
  };
}

/**
 * JSON for inside a `<script>` element: `<` becomes \u003c (and `>`, `&`, the two JavaScript line
 * separators likewise), so no value, say a lyric holding `</script>`, can end the element.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
