import type { Config } from '../../config';

export interface MenuItem {
  permlink: string;
  title: string;
  icon: string;
  external?: boolean;
}

/** The side menu of spec §2, in its order. */
export function sideMenu(config: Config): MenuItem[] {
  return [
    { permlink: '/search', title: 'Search', icon: 'search' },
    { permlink: '/just-added', title: 'Just added', icon: 'sparkles' },
    { permlink: '/playlists', title: 'Playlists', icon: 'list' },
    { permlink: '/podcasts', title: 'Podcasts', icon: 'mic' },
    // Not in the spec's menu: genre pages existed with no way to reach them.
    { permlink: '/genres', title: 'Genres', icon: 'list' },
    { permlink: '/smart', title: 'Smart Music', icon: 'wand' },
    { permlink: '/favorites', title: 'Likes', icon: 'heart' },
    { permlink: '/pages/apps', title: 'Download App', icon: 'phone' },
    { permlink: '/stories', title: 'Local News', icon: 'newspaper' },
    // Not in the spec's menu: the lectures' pages (issue: lectures and news) need a way in.
    { permlink: '/scholars', title: 'Lectures', icon: 'book' },
    { permlink: config.links.uploadMusic, title: 'Upload Music', icon: 'upload', external: true },
    { permlink: config.links.statusPage, title: 'Service Status', icon: 'activity', external: true },
  ];
}
