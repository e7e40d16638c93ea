import type { MessageId } from './en';

/** The Somali catalogue, the interface's default language. Typed by en.ts: a missing message fails the type check. */
export const so: Record<MessageId, string> = {
  'menu.search': 'Raadi',
  'menu.justAdded': 'Dhawaan la soo daray',
  'menu.playlists': 'Liisaska heesaha',
  'menu.podcasts': 'Podcasts',
  'menu.genres': 'Noocyada heesaha',
  'menu.smart': 'Hees Caqli',
  'menu.likes': 'Kuwa aan jeclaaday',
  'menu.apps': 'Soo degso app-ka',
  'menu.stories': 'Wararka maxalliga',
  'menu.lectures': 'Casharro',
  'menu.upload': 'Soo geli muusig',
  'menu.status': 'Xaaladda adeegga',

  'language.label': 'Luqadda',
  'language.so': 'Soomaali',
  'language.en': 'English',
};
