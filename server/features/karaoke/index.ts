import type { Feature } from '../feature';
import { karaokeRoutes } from './karaoke.routes';

/** Sing along: a song's synced lines full screen over its music-only stem (docs/features/karaoke.md). */
export const karaokeFeature: Feature = {
  name: 'karaoke',
  routes: { pages: (context) => [karaokeRoutes(context)] },
};
