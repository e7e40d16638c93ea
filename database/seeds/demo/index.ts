import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { insertRows, type Row } from '../support/bulk-insert';
import { clearCatalogue, countCatalogue, type CatalogueCounts } from '../support/catalogue';
import { buildAlbums } from './albums';
import { buildArtists } from './artists';
import { copyDemoAudio } from './audio';
import { buildPages, buildStories } from './content';
import type { DemoContext } from './context';
import { buildEvents } from './events';
import { buildGenres } from './genres';
import { buildOptions, buildPromos } from './home';
import { DemoImages } from './images';
import { buildPlayEvents, syncPlaysCount } from './plays';
import { buildPlaylists } from './playlists';
import { buildPodcasts } from './podcasts';
import { buildScholarship } from './scholarship';
import { buildSongs, featureRows, songGenreRows, songRows, verseRows } from './songs';
import { buildFavorites, upsertDemoUsers } from './users';
import { reindexAll } from '../../../server/features/search/search.indexer';
import { keepAllSimilarSongs } from '../../../server/features/songs/similar-songs';
import { rebuildPlayRollups } from '../../../server/features/plays/play-rollups';

export interface DemoSummary {
  tables: CatalogueCounts;
  files: { images: number; audio: number };
}

/**
 * Replaces the catalogue with the demo one: invented Somali artists, songs and lyrics, podcasts,
 * events, news, scholarship and a month of plays, plus two demo accounts. The data comes from
 * seeded generators, so every run writes the same rows with the same ids; only dates move, being
 * relative to now. Artwork and audio are written under `<storageDir>/media/demo/`.
 */
export async function seedDemoCatalogue(knex: Knex, options: { storageDir: string }): Promise<DemoSummary> {
  const mediaRoot = path.join(options.storageDir, 'media');
  // The folder holds only generated files; starting empty means nothing stale survives a rename.
  rmSync(path.join(mediaRoot, 'demo'), { recursive: true, force: true });
  const images = new DemoImages(mediaRoot);
  const audio = copyDemoAudio(mediaRoot);
  const ctx: DemoContext = { now: new Date(), images, audio };

  // Build everything in memory first, so the transaction below only writes.
  const { artists, rows: artistRows } = buildArtists(ctx);
  const genres = buildGenres(ctx);
  const songs = buildSongs(ctx, artists);
  const albumRows = buildAlbums(ctx, artists, songs);
  const playlists = buildPlaylists(ctx, songs);
  const podcasts = buildPodcasts(ctx);
  const events = buildEvents(ctx, artists);
  const scholarship = buildScholarship(ctx);

  await knex.transaction(async (trx) => {
    await clearCatalogue(trx);
    const users = await upsertDemoUsers(trx, ctx);
    // Parents before children, so every foreign key finds its row.
    const tables: [string, Row[]][] = [
      ['countries', events.countryRows],
      ['artists', artistRows],
      ['genres', genres.rows],
      ['albums', albumRows],
      ['songs', songRows(songs)],
      ['verses', verseRows(songs)],
      ['song_features', featureRows(songs)],
      ['song_genre', songGenreRows(songs, genres.ids)],
      ['playlists', playlists.rows],
      ['playlist_song', playlists.songRows],
      ['podcasts', podcasts.rows],
      ['episodes', podcasts.episodeRows],
      ['events', events.rows],
      ['event_artist', events.artistRows],
      ['pages', buildPages(ctx)],
      ['stories', buildStories(ctx, artists)],
      ['options', buildOptions(ctx, songs)],
      ['promos', buildPromos(ctx)],
      ['scholars', scholarship.scholarRows],
      ['topics', scholarship.topicRows],
      ['resources', scholarship.resourceRows],
      ['resource_topic', scholarship.resourceTopicRows],
      ['media', scholarship.mediaRows],
      ['favorites', buildFavorites(ctx, users, songs)],
      ['play_events', buildPlayEvents(ctx, songs, podcasts.episodes)],
    ];
    for (const [table, rows] of tables) await insertRows(trx, table, rows);
    await syncPlaysCount(trx);
    await rebuildPlayRollups(trx);
    await reindexAll(trx);
    await keepAllSimilarSongs(trx);
  });

  const audioFiles = audio.songs.length + audio.songs.filter((s) => s.stems).length * 2 + audio.talks.length;
  return { tables: await countCatalogue(knex), files: { images: images.count, audio: audioFiles } };
}
