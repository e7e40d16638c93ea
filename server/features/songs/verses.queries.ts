import type { Knex } from 'knex';

export interface VerseRow {
  id: number;
  song_id: number;
  title: string | null;
  language: string;
  is_default: boolean;
  non_synced_lyrics: string;
  synced_lyrics: unknown;
}

/** A song's lyrics versions, the default one first (spec §3: the first verse is the one shown). */
export async function versesOfSong(knex: Knex, songId: number): Promise<VerseRow[]> {
  return knex('verses')
    .select<VerseRow[]>('id', 'song_id', 'title', 'language', 'is_default', 'non_synced_lyrics', 'synced_lyrics')
    .where('song_id', songId)
    .orderBy([{ column: 'is_default', order: 'desc' }, { column: 'position', order: 'asc' }, { column: 'id', order: 'asc' }]);
}
