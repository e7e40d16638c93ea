/**
 * What Google asks of each schema.org type we publish, written from its Search Central documentation
 * (developers.google.com/search/docs/appearance/structured-data/...) and, for types Google has no
 * rich result for, from schema.org's own definitions of what makes the thing identifiable. Paths are
 * dotted (`location.address`); `[]` checks every entry of a list.
 *
 * - required: Google's required properties (a missing one makes the item invalid).
 * - recommended: Google's recommended properties that our data holds for every record of the type.
 * - notStored: recommended properties we hold no data for, and why (so the table says what is left out).
 */
export interface TypeRules {
  required: string[];
  recommended: string[];
  notStored?: Record<string, string>;
  source: string;
}

export const STRUCTURED_DATA_RULES: Record<string, TypeRules> = {
  // Sitelinks search box (docs: "sitelinks-searchbox"): url, potentialAction.target urlTemplate with
  // the {search_term_string} placeholder, and query-input naming it.
  WebSite: {
    required: ['url', 'potentialAction.target.urlTemplate', 'potentialAction.query-input'],
    recommended: ['name'],
    source: 'https://developers.google.com/search/docs/appearance/structured-data/sitelinks-searchbox',
  },
  // Organization (docs: "organization"): no required property; name, url and logo recommended.
  Organization: {
    required: [],
    recommended: ['name', 'url', 'logo.url'],
    source: 'https://developers.google.com/search/docs/appearance/structured-data/organization',
  },
  // Article (docs: "article"): no required property; author (name, url), dateModified, datePublished,
  // headline, image recommended. publisher.logo: required by Google's AMP article rules, kept.
  NewsArticle: {
    required: ['headline', 'image', 'publisher.name', 'publisher.logo.url'],
    recommended: ['author.name', 'author.url', 'datePublished', 'dateModified'],
    source: 'https://developers.google.com/search/docs/appearance/structured-data/article',
  },
  // Event (docs: "event"): location (with address), name, startDate required; description, endDate,
  // eventAttendanceMode, eventStatus, image, offers, organizer, performer recommended.
  MusicEvent: {
    required: ['name', 'startDate', 'location.name', 'location.address.addressCountry'],
    recommended: ['description', 'eventAttendanceMode', 'eventStatus', 'image', 'performer[].name', 'location.address.addressLocality'],
    notStored: {
      endDate: 'events have one date_at; no end time is stored',
      organizer: 'no organiser is stored with an event',
      offers: 'given only when the price names its currency, the tickets have a URL and the event is to come (checked below)',
    },
    source: 'https://developers.google.com/search/docs/appearance/structured-data/event',
  },
  // Google's music actions (retired) and schema.org: a recording names its artist, page and length.
  MusicRecording: {
    required: ['name', 'url', 'byArtist'],
    recommended: ['image', 'duration'],
    notStored: { inAlbum: 'given when the song is on an album (checked below)' },
    source: 'https://schema.org/MusicRecording',
  },
  MusicAlbum: {
    required: ['name', 'url', 'byArtist.name'],
    recommended: ['image', 'numTracks', 'track[].name', 'track[].url'],
    source: 'https://schema.org/MusicAlbum',
  },
  MusicPlaylist: {
    required: ['name', 'url'],
    recommended: ['image', 'numTracks', 'track[].name', 'track[].url'],
    source: 'https://schema.org/MusicPlaylist',
  },
  MusicGroup: {
    required: ['name', 'url'],
    recommended: ['image', 'track[].url'],
    source: 'https://schema.org/MusicGroup',
  },
  // Google's podcast documentation (retired with Google Podcasts) asked for the feed and the episode audio.
  PodcastSeries: {
    required: ['name', 'url', 'webFeed'],
    recommended: ['image', 'description'],
    source: 'https://schema.org/PodcastSeries',
  },
  PodcastEpisode: {
    required: ['name', 'url', 'associatedMedia.contentUrl', 'partOfSeries.url'],
    recommended: ['image', 'duration', 'datePublished'],
    source: 'https://schema.org/PodcastEpisode',
  },
  Person: {
    required: ['name', 'url'],
    recommended: ['image'],
    source: 'https://schema.org/Person',
  },
  LearningResource: {
    required: ['name', 'url'],
    recommended: ['image', 'author.name', 'inLanguage'],
    source: 'https://developers.google.com/search/docs/appearance/structured-data/learning-video',
  },
  // Carousels (docs: "carousel"): an ItemList whose ListItems each have position and url.
  CollectionPage: {
    required: ['name', 'url'],
    recommended: [],
    notStored: { 'mainEntity.itemListElement': 'list pages carry one; a topic lists its lectures as hasPart' },
    source: 'https://developers.google.com/search/docs/appearance/structured-data/carousel',
  },
  WebPage: { required: ['name', 'url'], recommended: ['description'], source: 'https://schema.org/WebPage' },
  SearchResultsPage: { required: ['name', 'url'], recommended: [], source: 'https://schema.org/SearchResultsPage' },
};

/** ISO 8601 durations as schema.org's Duration: `PT3M12S`, `PT1H2M`, `P1DT2H`. */
export const ISO_DURATION = /^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;

/** The values at a dotted path (`a.b[].c`), for every entry of the lists on the way. */
export function valuesAt(node: unknown, path: string): unknown[] {
  let values: unknown[] = [node];
  for (const part of path.split('.')) {
    const list = part.endsWith('[]');
    const key = list ? part.slice(0, -2) : part;
    values = values.flatMap((value) => {
      const next = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
      return list ? (Array.isArray(next) ? next : []) : Array.isArray(next) ? next : [next];
    });
  }
  return values;
}

/** The properties of `rules` missing from `node` (an empty list is missing). */
export function missingProperties(node: unknown, rules: TypeRules): string[] {
  return [...rules.required, ...rules.recommended].filter((path) => {
    const values = valuesAt(node, path);
    return values.length === 0 || values.some((value) => value === undefined || value === null || value === '');
  });
}

/** Every node of a JSON-LD document with its key, depth first: for checks that hold everywhere (image, duration). */
export function* entries(node: unknown, key = ''): Generator<[string, unknown]> {
  yield [key, node];
  if (Array.isArray(node)) for (const item of node) yield* entries(item, key);
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) yield* entries(v, k);
}
