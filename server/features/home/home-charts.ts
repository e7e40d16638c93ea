import type { Knex } from 'knex';
import { RefreshedValue } from '../../lib/refreshed-value';
import { inOrderOf } from '../../lib/ids';
import { songCardsByIds, type SongCardRow } from '../songs/songs.queries';
import { artistCardsByIds, type ArtistCardRow } from '../artists/artists.queries';
import { topSongs, trendingArtists, trendingSongs } from '../plays/plays.queries';
import { daysAgo, lastWeek } from './home.queries';

/** The chart queries the home page ranks with; the benchmark passes its raw-event baseline (tests/bench/charts.ts). */
export interface ChartQueries {
  trendingSongs: typeof trendingSongs;
  trendingArtists: typeof trendingArtists;
  topSongs: typeof topSongs;
}
export const rollupChartQueries: ChartQueries = { trendingSongs, trendingArtists, topSongs };

export const CHART_LENGTH = { trending: 12, artists: 12, topWeek: 10 } as const;
/** Ranked a few places deeper than shown, so a song or artist trashed since the ranking leaves no gap. */
const SPARE = 4;

interface ChartRanks {
  trending: number[];
  artists: number[];
  topWeek: number[];
}

export interface HomeChartLists {
  trending: SongCardRow[];
  artists: ArtistCardRow[];
  topWeek: SongCardRow[];
}

export interface HomeCharts {
  lists(): Promise<HomeChartLists>;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/**
 * The home page's charts: trending songs and artists (the last 7 days, decayed) and the top songs of
 * the last complete week.
 *
 * Ranking reads every song's hourly buckets of the week (plays.queries.ts): a few thousand rows with
 * a month of plays at the spec's volume, tens of milliseconds, a cost that grows with how many songs
 * are played. So an instance ranks at most once every `maxAgeMs` (FIGURES_REFRESH_SECONDS) in the
 * background, and each request reads only the cards of the ranked ids: a few primary-key lookups,
 * whatever the traffic. Cards are read fresh, so a renamed or trashed song shows so at once; only the
 * order may be that old. A new week's chart is ranked before it is shown.
 */
export function homeCharts(knex: Knex, options: { maxAgeMs: number; queries?: ChartQueries; now?: () => number }): HomeCharts {
  const queries = options.queries ?? rollupChartQueries;
  const now = options.now ?? Date.now;
  const ranks = new RefreshedValue<number, ChartRanks>(
    async (weekStart) => {
      const since = new Date(weekStart);
      const [trending, artists, topWeek] = await Promise.all([
        queries.trendingSongs(knex, daysAgo(7, now()), CHART_LENGTH.trending + SPARE, new Date(now())),
        queries.trendingArtists(knex, daysAgo(7, now()), CHART_LENGTH.artists + SPARE, new Date(now())),
        queries.topSongs(knex, since, CHART_LENGTH.topWeek + SPARE, new Date(weekStart + WEEK_MS)),
      ]);
      return { trending: ids(trending), artists: ids(artists), topWeek: ids(topWeek) };
    },
    { maxAgeMs: options.maxAgeMs, now },
  );
  return {
    async lists() {
      const ranked = await ranks.get(lastWeek(new Date(now())).since.getTime());
      // One statement for both song charts: they share most of their songs.
      const [songs, artists] = await Promise.all([
        songCardsByIds(knex, [...new Set([...ranked.trending, ...ranked.topWeek])]),
        artistCardsByIds(knex, ranked.artists),
      ]);
      const inChart = (chart: number[], length: number) => inOrderOf(chart, songs).slice(0, length);
      return {
        trending: inChart(ranked.trending, CHART_LENGTH.trending),
        artists: artists.slice(0, CHART_LENGTH.artists),
        topWeek: inChart(ranked.topWeek, CHART_LENGTH.topWeek),
      };
    },
  };
}
