import type { Config } from '../../config';
import type { MessageId } from '../../i18n/catalogues';

export interface MenuItem {
  permlink: string;
  /** The entry's label in the catalogue: the client shows it in the page's language. */
  title: MessageId;
  icon: string;
  external?: boolean;
}

/**
 * The side menu of spec §2, in its order. An entry of ours is labelled with its page's own title (issue
 * 31: one word for one thing), so the menu says what the page it opens is called, in either language.
 */
export function sideMenu(config: Config): MenuItem[] {
  return [
    { permlink: '/search', title: 'searchPage.title', icon: 'search' },
    { permlink: '/just-added', title: 'justAdded.title', icon: 'sparkles' },
    { permlink: '/playlists', title: 'playlists.title', icon: 'list' },
    { permlink: '/podcasts', title: 'podcasts.title', icon: 'mic' },
    // Not in the spec's menu: genre pages existed with no way to reach them.
    { permlink: '/genres', title: 'genres.title', icon: 'list' },
    { permlink: '/smart', title: 'smart.title', icon: 'wand' },
    { permlink: '/favorites', title: 'favorites.title', icon: 'heart' },
    { permlink: '/pages/apps', title: 'apps.title', icon: 'phone' },
    { permlink: '/stories', title: 'stories.title', icon: 'newspaper' },
    // Not in the spec's menu: the lectures' pages (issue: lectures and news) need a way in.
    { permlink: '/scholars', title: 'scholars.title', icon: 'book' },
    { permlink: config.links.uploadMusic, title: 'menu.upload', icon: 'upload', external: true },
    { permlink: config.links.statusPage, title: 'menu.status', icon: 'activity', external: true },
  ];
}
