/**
 * The English catalogue: the spec's texts (shared/spec/product-spec.md). Its keys are the message ids
 * every other catalogue must have (so.ts is typed by them). Messages are ICU MessageFormat
 * ("{count, plural, one {# song} other {# songs}}"), compiled on the server (server/features/i18n).
 */
export const en = {
  // The side menu (server/features/layout/menu.ts names the entries by these ids).
  'menu.search': 'Search',
  'menu.justAdded': 'Just added',
  'menu.playlists': 'Playlists',
  'menu.podcasts': 'Podcasts',
  'menu.genres': 'Genres',
  'menu.smart': 'Smart Music',
  'menu.likes': 'Likes',
  'menu.apps': 'Download App',
  'menu.stories': 'Local News',
  'menu.lectures': 'Lectures',
  'menu.upload': 'Upload Music',
  'menu.status': 'Service Status',

  // The language switch in the side menu: each language is named in itself.
  'language.label': 'Language',
  'language.so': 'Soomaali',
  'language.en': 'English',
};

export type MessageId = keyof typeof en;
