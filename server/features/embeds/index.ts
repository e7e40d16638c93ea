import type { Feature } from '../feature';
import { embedPageRoutes, oembedRoutes } from './embeds.routes';

/** Other sites carry our songs, playlists and episodes: the embeddable player and oEmbed (docs/features/embeds.md). */
export const embedsFeature: Feature = {
  name: 'embeds',
  routes: { sessionless: (context) => [oembedRoutes(context)], pages: (context) => [embedPageRoutes(context)] },
};
