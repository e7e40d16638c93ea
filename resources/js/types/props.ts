import type { Locale } from '@common/i18n/locales';
import type { CompiledMessages } from '@common/i18n/translator';
import type { AuthUser } from '../../../server/http/auth-user';
import type { MenuItem } from '../../../server/features/layout/menu';
import type { Paginated } from '../../../server/db/paginate';
import type { Song, SongCard } from '../../../server/features/songs/songs.presenter';
import type { Artist, presentArtistCard, presentArtistListItem } from '../../../server/features/artists/artists.presenter';
import type { Album, AlbumCard } from '../../../server/features/albums/albums.presenter';
import type { Episode, EpisodeCard } from '../../../server/features/podcasts/episodes.presenter';
import type { Podcast, PodcastCard } from '../../../server/features/podcasts/podcasts.presenter';
import type { Event, EventCard } from '../../../server/features/events/events.presenter';
import type { Playlist, PlaylistCard } from '../../../server/features/playlists/playlists.presenter';
import type { Story, StoryBlock, StoryCard } from '../../../server/features/stories/stories.presenter';
import type { StaticPage } from '../../../server/features/static-pages/static-pages.presenter';
import type { Genre } from '../../../server/features/genres/genres.presenter';
import type { Promo } from '../../../server/features/home/promos.presenter';
import type { LectureMedia, Resource, ResourceCard } from '../../../server/features/lectures/lectures.presenter';
import type { Scholar, ScholarCard } from '../../../server/features/scholars/scholars.presenter';
import type { Topic } from '../../../server/features/topics/topics.presenter';
import type { TopicCard } from '../../../server/features/topics/topic-card.presenter';

/**
 * Page prop shapes come from the server's presenters (type-only imports, erased from the bundle),
 * so a presenter change that breaks a page fails the type check instead of the browser.
 */
export type { AuthUser, MenuItem, Paginated };
export type { Song, Artist, Album, Episode, Podcast, Event, Playlist, Story, StoryBlock, StaticPage, Genre, Promo };
export type SongSummary = SongCard;
export type ArtistSummary = ReturnType<typeof presentArtistCard>;
/** An artist as lists show one: the card and the song count. */
export type ArtistListItem = ReturnType<typeof presentArtistListItem>;
export type AlbumSummary = AlbumCard;
export type EpisodeSummary = EpisodeCard;
export type EventSummary = EventCard;
export type PlaylistSummary = PlaylistCard;
export type PodcastSummary = PodcastCard;
export type StorySummary = StoryCard;
export type Verse = Song['verse'][number];
export type { LectureMedia, Resource, ResourceCard, Scholar, ScholarCard, Topic, TopicCard };

export interface AppInfo {
  name: string;
  /** The public origin, for canonical links and absolute image URLs. */
  url: string;
  analyticsUrl: string | null;
  /** The 'leader-board' ad slot and its ad service's script; null when no ad service is configured. */
  ads: { script: string; slot: string } | null;
  contactEmail: string;
  stores: { ios: string; android: string };
  /** The base of stored media URLs (`/media`, the CDN or the bucket), which image renditions are made from. */
  media: string;
  /** The request asked to save data (data saver cookie or Save-Data): the server rendered small images. */
  saveData: boolean;
}

/** Props every page receives (server/features/layout/shared-props.ts). */
export interface SharedProps {
  auth: { user: AuthUser | null };
  /** The page's language; the compiled messages come with a full page load only (server/i18n). */
  locale: Locale;
  messages?: CompiledMessages;
  menu: MenuItem[];
  app: AppInfo;
  [key: string]: unknown;
}

/** What every page handler sends besides its entity: the document title and the meta description. */
export interface PageMeta {
  title: string;
  description: string;
}

/** One-time messages a redirect carries (`res.inertia.flash`). */
export interface FlashMessages {
  success?: string;
  error?: string;
  message?: string;
  [key: string]: unknown;
}
