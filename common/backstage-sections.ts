import type { MessageId } from './i18n/catalogue/en';

/**
 * The navigation strip of spec §2, in its order. Pure data, also read by the dashboard on the server;
 * it lives with the client so that the build's record of its sources covers it. `href`
 * is set only for the sections that are built: the others show their count and "coming", never a
 * link to a 404. `trashable` sections count only what is not in the trash. `label` is the section's
 * name in the catalogue: the layout and the dashboard show it in the page's language.
 */
export const BACKSTAGE_SECTIONS = [
  { key: 'artists', label: 'backstage.section.artists', table: 'artists', href: '/backstage/artists', trashable: true },
  { key: 'songs', label: 'backstage.section.songs', table: 'songs', href: '/backstage/songs', trashable: true },
  { key: 'albums', label: 'backstage.section.albums', table: 'albums', href: '/backstage/albums', trashable: true },
  { key: 'events', label: 'backstage.section.events', table: 'events', href: '/backstage/events', trashable: true },
  { key: 'pages', label: 'backstage.section.pages', table: 'pages', href: '/backstage/pages', trashable: true },
  { key: 'playlist', label: 'backstage.section.playlist', table: 'playlists', href: '/backstage/playlist', trashable: true },
  { key: 'story', label: 'backstage.section.story', table: 'stories', href: '/backstage/story', trashable: true },
  { key: 'scholars', label: 'backstage.section.scholars', table: 'scholars', href: '/backstage/scholars', trashable: true },
  { key: 'topics', label: 'backstage.section.topics', table: 'topics', href: '/backstage/topics', trashable: true },
  { key: 'resources', label: 'backstage.section.resources', table: 'resources', href: '/backstage/resources', trashable: true },
  // Not in the spec's strip: podcasts are added by their RSS feed (issue: ingest pipelines).
  { key: 'podcasts', label: 'backstage.section.podcasts', table: 'podcasts', href: '/backstage/podcasts' },
] as const satisfies readonly { key: string; label: MessageId; table: string; href?: string; trashable?: boolean }[];

export const sectionHref = (section: (typeof BACKSTAGE_SECTIONS)[number]): string | null => ('href' in section ? section.href : null);
