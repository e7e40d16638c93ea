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
import { PROMO_DEVICES, promoDevice, type PromoDevice } from '../../lib/promo-device';
import { randomPromo, randomPromoPerDevice } from './promos.queries';
import { presentPromo } from './promos.presenter';

/**
 * The home sections (spec §2 `/`), read from the database in parallel. Trending is the last 7 days
 * of counted plays, recent ones weighing more (plays.queries.ts); the top songs of the week are the
 * chart of the last complete week, so the two lists tell different things; both ranked by `charts`
 * (home-charts.ts). `promo`: how the caller picks its promo (promoForDevice, promoPerDevice), read
 * alongside the rest.
 */
export async function homeSections<Promo>(context: AppContext, charts: HomeCharts, promo: (context: AppContext) => Promise<Promo>) {
  const { db, mediaUrl } = context;
  const knex = db.knex;
  const [featured, promos, episodes, events, { trending, artists, topWeek }] = await Promise.all([
    featuredSongIds(knex).then((ids) => songCardsByIds(knex, ids)),
    promo(context),
    latestEpisodes(knex, 8),
    upcomingEvents(knex, 10),
    charts.lists(),
  ]);
  const song = (row: Parameters<typeof presentSongCard>[0]) => presentSongCard(row, mediaUrl);
  return {
    featured: featured.map(song),
    promo: promos,
    trending: trending.map(song),
    episodes: episodes.map((row) => presentEpisodeCard(row, mediaUrl)),
    events: events.map((row) => presentEventCard(row, mediaUrl)),
    artists: artists.map((row) => presentArtistCard(row, mediaUrl)),
    topSongs: topWeek.map(song),
  };
}

/** The apps' choice (spec §4): one active promo for the asking device, none for others; the answer varies by User-Agent. */
export const promoForDevice =
  (userAgent: string | undefined) =>
  async ({ db, mediaUrl }: AppContext) => {
    const device = promoDevice(userAgent);
    const row = device ? await randomPromo(db.knex, device) : undefined;
    return row ? presentPromo(row, mediaUrl) : null;
  };

/** The page's choice: one active promo per platform, the browser showing its own (lib/promo-device.ts), so one page serves every device. */
export async function promoPerDevice({ db, mediaUrl }: AppContext) {
  const rows = await randomPromoPerDevice(db.knex);
  return Object.fromEntries(PROMO_DEVICES.map((device) => [device, rows[device] ? presentPromo(rows[device], mediaUrl) : null])) as Record<
    PromoDevice,
    ReturnType<typeof presentPromo> | null
  >;
}
