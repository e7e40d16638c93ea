/**
 * The navigation strip of spec §2, in its order. Pure data, also read by the dashboard on the server;
 * it lives with the client so that the build's record of its sources covers it. `href`
 * is set only for the sections that are built: the others show their count and "coming", never a
 * link to a 404. `trashable` sections count only what is not in the trash.
 */
export const BACKSTAGE_SECTIONS = [
  { key: 'artists', label: 'Artists', table: 'artists', href: '/backstage/artists', trashable: true },
  { key: 'songs', label: 'Songs', table: 'songs', href: '/backstage/songs', trashable: true },
  { key: 'albums', label: 'Albums', table: 'albums', href: '/backstage/albums', trashable: true },
  { key: 'events', label: 'Events', table: 'events', href: '/backstage/events', trashable: true },
  { key: 'pages', label: 'Pages', table: 'pages', href: '/backstage/pages', trashable: true },
  { key: 'playlist', label: 'Playlist', table: 'playlists', href: '/backstage/playlist', trashable: true },
  { key: 'story', label: 'Stories', table: 'stories', href: '/backstage/story', trashable: true },
  { key: 'scholars', label: 'Scholars', table: 'scholars', href: '/backstage/scholars', trashable: true },
  { key: 'topics', label: 'Topics', table: 'topics', href: '/backstage/topics', trashable: true },
  { key: 'resources', label: 'Resources', table: 'resources', href: '/backstage/resources', trashable: true },
  // Not in the spec's strip: podcasts are added by their RSS feed (issue: ingest pipelines).
  { key: 'podcasts', label: 'Podcasts', table: 'podcasts', href: '/backstage/podcasts' },
] as const satisfies readonly { key: string; label: string; table: string; href?: string; trashable?: boolean }[];

export const sectionHref = (section: (typeof BACKSTAGE_SECTIONS)[number]): string | null => ('href' in section ? section.href : null);
