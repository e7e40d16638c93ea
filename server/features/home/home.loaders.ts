import type { AppContext } from '../../app-context';
import { songCardsByIds } from '../songs/songs.queries';
import { presentSongCard } from '../songs/songs.presenter';
import { presentArtistCard } from '../artists/artists.presenter';
import { latestEpisodes } from '../podcasts/episodes.queries';
import { presentEpisodeCard } from '../podcasts/episodes.presenter';
import { upcomingEvents } from '../events/events.queries';
import { presentEventCard } from '../events/events.presenter';
import { featuredSongIds } from './home.queries';
import type { HomeCharts } from './home-charts';
import { promoDevice } from './device';
import { randomPromo } from './promos.queries';
import { presentPromo } from './promos.presenter';

/**
 * The home sections (spec §2 `/`), read from the database in parallel. Trending is the last 7 days
 * of counted plays, recent ones weighing more (plays.queries.ts); the top songs of the week are the
 * chart of the last complete week, so the two lists tell different things; both ranked by `charts`
 * (home-charts.ts). The promo depends on the visitor's device, so callers must answer with
 * `Vary: User-Agent`.
 */
export async function homeSections({ db, mediaUrl }: AppContext, charts: HomeCharts, userAgent: string | undefined) {
  const knex = db.knex;
  const device = promoDevice(userAgent);
  const [featured, promo, episodes, events, { trending, artists, topWeek }] = await Promise.all([
    featuredSongIds(knex).then((ids) => songCardsByIds(knex, ids)),
    device ? randomPromo(knex, device) : undefined,
    latestEpisodes(knex, 8),
    upcomingEvents(knex, 10),
    charts.lists(),
  ]);
  const song = (row: Parameters<typeof presentSongCard>[0]) => presentSongCard(row, mediaUrl);
  return {
    featured: featured.map(song),
    promo: promo ? presentPromo(promo, mediaUrl) : null,
    trending: trending.map(song),
    episodes: episodes.map((row) => presentEpisodeCard(row, mediaUrl)),
    events: events.map((row) => presentEventCard(row, mediaUrl)),
    artists: artists.map((row) => presentArtistCard(row, mediaUrl)),
    topSongs: topWeek.map(song),
  };
}
