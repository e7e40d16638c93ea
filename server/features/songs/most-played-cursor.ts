import type { Knex } from 'knex';

/**
 * The next song of a backstage work list (fix no audio, playlist connection): the most played first,
 * since those are the ones listeners miss. `after` (the song on screen) moves to the one after it in
 * that order, and past the last one back to the first, so "refresh" always brings another song.
 */
export async function nextMostPlayed<Row>(knex: Knex, list: () => Knex.QueryBuilder, after: number | null, columns: string[]): Promise<Row | undefined> {
  const ordered = () => list().orderBy([{ column: 'songs.plays_count', order: 'desc' }, { column: 'songs.id', order: 'desc' }]).first(columns) as Promise<Row | undefined> & Knex.QueryBuilder;
  if (after !== null) {
    const current = await knex('songs').where('id', after).first<{ plays_count: number } | undefined>('plays_count');
    if (current) {
      const next = await ordered().whereRaw('(songs.plays_count, songs.id) < (?, ?)', [current.plays_count, after]);
      if (next) return next;
    }
  }
  return ordered();
}
