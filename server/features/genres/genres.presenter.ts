import { hexColor } from '../../lib/safe-values';
import type { GenreRow } from './genres.queries';

/** Genre (spec §3) without its songs, which are paged separately. */
export const presentGenre = (row: GenreRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  color: hexColor(row.color),
  songs_count: Number(row.songs_count),
});

export type Genre = ReturnType<typeof presentGenre>;
