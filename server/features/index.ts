import type { Feature } from './feature';
import { healthFeature } from './health';
import { seoFeature } from './seo';
import { shareFeature } from './share';
import { accountsFeature } from './accounts';
import { favoritesFeature } from './favorites';
import { followsFeature } from './follows';
import { homeFeature } from './home';
import { songsFeature } from './songs';
import { lyricsFeature } from './lyrics';
import { explanationsFeature } from './explanations';
import { artistsFeature } from './artists';
import { albumsFeature } from './albums';
import { eventsFeature } from './events';
import { playlistsFeature } from './playlists';
import { podcastsFeature } from './podcasts';
import { storiesFeature } from './stories';
import { staticPagesFeature } from './static-pages';
import { genresFeature } from './genres';
import { youtubeImportFeature } from './youtube-import';
import { scholarsFeature } from './scholars';
import { topicsFeature } from './topics';
import { lecturesFeature } from './lectures';
import { playerFeature } from './player';
import { playsFeature } from './plays';
import { searchFeature } from './search';
import { embedsFeature } from './embeds';
import { karaokeFeature } from './karaoke';

/**
 * Every feature the app runs (server/features/feature.ts): the app mounts their routes and the
 * worker runs their jobs from this list. Its order is the order routers are mounted in, stage by stage.
 */
export const features: readonly Feature[] = [
  healthFeature,
  seoFeature,
  shareFeature,
  accountsFeature,
  favoritesFeature,
  followsFeature,
  homeFeature,
  songsFeature,
  lyricsFeature,
  explanationsFeature,
  artistsFeature,
  albumsFeature,
  eventsFeature,
  playlistsFeature,
  podcastsFeature,
  storiesFeature,
  staticPagesFeature,
  genresFeature,
  youtubeImportFeature,
  scholarsFeature,
  topicsFeature,
  lecturesFeature,
  playerFeature,
  playsFeature,
  searchFeature,
  embedsFeature,
  karaokeFeature,
];
