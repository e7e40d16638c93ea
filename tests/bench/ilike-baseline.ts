import { Router } from 'express';
import type { Knex } from 'knex';

/**
 * The search as it would first be written: ILIKE '%q%' over the same fields and groups as
 * /api/searchy (song name, artist, featured artists and lyrics; artists; albums; podcasts), with
 * the same page sizes and a count per group for the last page. Mounted by the benchmark only.
 */
const PAGE = { songs: 20, artists: 10, albums: 10, podcasts: 10 };

export function ilikeBaselineRoutes(knex: Knex): Router {
  const router = Router();
  router.get('/bench/ilike-search', async (req, res) => {
    const query = String(req.query.query ?? '');
    const page = Math.max(1, Number(req.query.page) || 1);
    const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

    const songs = knex('songs')
      .join('artists', 'artists.id', 'songs.artist_id')
      .where((q) =>
        q
          .where('songs.name', 'ilike', like)
          .orWhere('artists.name', 'ilike', like)
          .orWhereExists((f) =>
            f.from('song_features').join('artists as fa', 'fa.id', 'song_features.artist_id')
              .whereRaw('song_features.song_id = songs.id').where('fa.name', 'ilike', like),
          )
          .orWhereExists((v) => v.from('verses').whereRaw('verses.song_id = songs.id').where('verses.non_synced_lyrics', 'ilike', like)),
      );
    const artists = knex('artists').where('name', 'ilike', like);
    const albums = knex('albums').where('name', 'ilike', like);
    const podcasts = knex('podcasts').where('title', 'ilike', like).orWhere('host', 'ilike', like);

    const paged = (q: Knex.QueryBuilder, size: number, columns: string[], [order, id]: [string, string]) =>
      q.clone().select(columns).orderBy([{ column: order, order: 'desc' }, id]).limit(size).offset((page - 1) * size);
    const count = async (q: Knex.QueryBuilder) => Number((await q.clone().count('* as n').first())?.n ?? 0);

    const result = {
      songs: await paged(songs, PAGE.songs, ['songs.id', 'songs.name', 'artists.name as artist_name'], ['songs.plays_count', 'songs.id']),
      artists: await paged(artists, PAGE.artists, ['id', 'name'], ['id', 'name']),
      albums: await paged(albums, PAGE.albums, ['id', 'name'], ['id', 'name']),
      podcasts: await paged(podcasts, PAGE.podcasts, ['id', 'title'], ['id', 'title']),
    };
    const totals = [await count(songs), await count(artists), await count(albums), await count(podcasts)];
    const sizes = [PAGE.songs, PAGE.artists, PAGE.albums, PAGE.podcasts];
    res.json({
      pagination: { current_page: page, last_page: Math.max(1, ...totals.map((n, i) => Math.ceil(n / sizes[i]!))) },
      ...result,
    });
  });
  return router;
}
