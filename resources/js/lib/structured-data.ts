import type { Album, Artist, Episode, Event, Podcast, Resource, Scholar, Song, Story, Topic } from '../types/props';
import { absoluteUrl } from './urls';

/**
 * schema.org descriptions of the entities (JSON-LD), built from the same props the page shows.
 * Every URL is absolute: crawlers read them out of context.
 */
export type JsonLd = Record<string, unknown>;

const context = { '@context': 'https://schema.org' };

/** A thing of schema.org `type` by its name and its page on this site. */
const linked = (type: string, name: string, path: string, origin: string): JsonLd => ({ '@type': type, name, url: absoluteUrl(origin, path) });

/** The page's own subject: a linked thing that also names the schema.org context. */
const described = (type: string, name: string, path: string, origin: string): JsonLd => ({ ...context, ...linked(type, name, path, origin) });

const person = (name: string): JsonLd => ({ '@type': 'Person', name });

const artistGroup = (artist: { id: number; name: string }, origin: string) => linked('MusicGroup', artist.name, `/artist/${artist.id}`, origin);

/** The opening stanza of the default lyrics: enough for a search snippet, not the whole text. */
export function lyricsExcerpt(song: Song, maxLines = 4): string | undefined {
  const lines = (song.verse[0]?.lyrics.non_synced_lyrics.original ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
  return lines.length ? lines.slice(0, maxLines).join('\n') : undefined;
}

/** The artist, with the other credited singers and the band when the credits name them. */
function performers(song: Song, origin: string): JsonLd | JsonLd[] {
  const artist = artistGroup(song.artist, origin);
  const credits = song.credits;
  if (!credits || (credits.singers.length === 0 && !credits.band)) return artist;
  const others = credits.singers.filter((name) => name.toLowerCase() !== song.artist.name.toLowerCase()).map(person);
  return [artist, ...others, ...(credits.band ? [{ '@type': 'MusicGroup', name: credits.band }] : [])];
}

export function musicRecording(song: Song, origin: string): JsonLd {
  const lyrics = lyricsExcerpt(song);
  const credits = song.credits;
  return {
    ...described('MusicRecording', song.name, `/song/${song.id}`, origin),
    image: absoluteUrl(origin, song.cover),
    byArtist: performers(song, origin),
    ...(song.album && { inAlbum: linked('MusicAlbum', song.album.name, `/album/${song.album.id}`, origin) }),
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

export function musicGroup(artist: Artist, description: string, origin: string): JsonLd {
  return {
    ...context,
    ...artistGroup(artist, origin),
    ...(artist.stage_name && { alternateName: artist.stage_name }),
    image: absoluteUrl(origin, artist.image),
    description,
    track: artist.songs.slice(0, 10).map((song) => linked('MusicRecording', song.name, `/song/${song.id}`, origin)),
  };
}

export function musicAlbum(album: Album, origin: string): JsonLd {
  return {
    ...described('MusicAlbum', album.name, `/album/${album.id}`, origin),
    image: absoluteUrl(origin, album.cover),
    byArtist: artistGroup(album.artist, origin),
    numTracks: album.songs_count,
    ...(album.released_at && { datePublished: album.released_at }),
  };
}

export function podcastSeries(podcast: Podcast, origin: string): JsonLd {
  return {
    ...described('PodcastSeries', podcast.title, `/podcast/${podcast.id}`, origin),
    image: absoluteUrl(origin, podcast.image),
    ...(podcast.description && { description: podcast.description }),
    ...(podcast.host && { author: person(podcast.host) }),
  };
}

export function podcastEpisode(episode: Episode, origin: string): JsonLd {
  const audio = episode.source[0];
  return {
    ...described('PodcastEpisode', episode.title, `/episode/${episode.id}`, origin),
    image: absoluteUrl(origin, episode.image),
    ...(episode.pubDate && { datePublished: episode.pubDate }),
    ...(episode.description && { description: episode.description }),
    ...(episode.ordering && { episodeNumber: episode.ordering }),
    ...(audio && { associatedMedia: { '@type': 'MediaObject', contentUrl: absoluteUrl(origin, audio.src), encodingFormat: audio.type } }),
    partOfSeries: linked('PodcastSeries', episode.podcast.title, `/podcast/${episode.podcast_id}`, origin),
  };
}

export function musicEvent(event: Event, description: string, origin: string): JsonLd {
  return {
    ...described('MusicEvent', event.name, `/event/${event.id}`, origin),
    image: absoluteUrl(origin, event.poster),
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
        ...(event.country.name && { addressCountry: event.country.name }),
      },
    },
    performer: event.artists.map((artist) => artistGroup(artist, origin)),
    ...(event.ticket_url && { offers: { '@type': 'Offer', url: event.ticket_url, ...(event.price && { description: event.price }) } }),
  };
}

export function newsArticle(story: Story, origin: string): JsonLd {
  return {
    ...context,
    '@type': 'NewsArticle',
    headline: story.title,
    url: absoluteUrl(origin, `/story/${story.id}`),
    ...(story.image && { image: [absoluteUrl(origin, story.image)] }),
    ...(story.published_at && { datePublished: story.published_at }),
    ...(story.author && { author: person(story.author) }),
    ...(story.source.name && { publisher: { '@type': 'Organization', name: story.source.name } }),
  };
}

/** A scholar: a person who teaches, with their Arabic name as another name. */
export function scholarPerson(scholar: Scholar, origin: string): JsonLd {
  return {
    ...described('Person', scholar.name, `/scholar/${scholar.id}`, origin),
    ...(scholar.name_arabic && { alternateName: scholar.name_arabic }),
    ...(scholar.image && { image: absoluteUrl(origin, scholar.image) }),
    ...(scholar.bio && { description: scholar.bio }),
    jobTitle: 'Scholar',
  };
}

/** A topic: the collection of its lectures. */
export function topicCollection(topic: Topic, origin: string): JsonLd {
  return {
    ...described('CollectionPage', topic.name, `/topic/${topic.id}`, origin),
    ...(topic.description && { description: topic.description }),
    about: { '@type': 'DefinedTerm', name: topic.name, ...(topic.name_translations.arabic && { alternateName: topic.name_translations.arabic }) },
    hasPart: topic.resources.map((resource) => linked('CreativeWork', resource.title, `/resource/${resource.id}`, origin)),
  };
}

/** A lecture: a learning resource by its scholar, with its recordings as audio objects in order. */
export function lectureWork(resource: Resource, origin: string): JsonLd {
  return {
    ...described('LearningResource', resource.title, `/resource/${resource.id}`, origin),
    ...(resource.title_translation.arabic && { alternateName: resource.title_translation.arabic }),
    inLanguage: 'so',
    ...(resource.description && { description: resource.description }),
    ...(resource.scholar && { author: linked('Person', resource.scholar.name, `/scholar/${resource.scholar.id}`, origin) }),
    ...(resource.topics.length > 0 && { about: resource.topics.map((topic) => ({ '@type': 'DefinedTerm', name: topic.name })) }),
    ...(resource.source_url && { isBasedOn: resource.source_url }),
    audio: resource.media.map((media) => ({
      '@type': 'AudioObject',
      name: media.title ?? resource.title,
      contentUrl: absoluteUrl(origin, media.file_path),
      encodingFormat: 'audio/mpeg',
      ...(media.duration_seconds && { duration: `PT${media.duration_seconds}S` }),
    })),
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
