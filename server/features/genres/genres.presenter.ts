import { hexColor } from '../../lib/safe-values';
import type { GenreRow } from './genres.queries';

/** Genre (spec §3) without its songs, which are paged separately; `songsCount`: its public songs. */
export const presentGenre = (row: GenreRow, songsCount: number) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  color: hexColor(row.color),
  songs_count: songsCount,
});

export type Genre = ReturnType<typeof presentGenre>;
