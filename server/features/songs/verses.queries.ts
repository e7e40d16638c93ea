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

const verseColumns = ['id', 'song_id', 'title', 'language', 'is_default', 'non_synced_lyrics', 'synced_lyrics'] as const;

/** One lyrics version by its id (whether its song is public is the caller's question). */
export const findVerse = (knex: Knex, id: number): Promise<VerseRow | undefined> => knex('verses').where('id', id).first<VerseRow | undefined>(...verseColumns);

/** A song's lyrics versions, the default one first (spec §3: the first verse is the one shown). */
export async function versesOfSong(knex: Knex, songId: number): Promise<VerseRow[]> {
  return knex('verses')
    .select<VerseRow[]>(...verseColumns)
    .where('song_id', songId)
    .orderBy([{ column: 'is_default', order: 'desc' }, { column: 'position', order: 'asc' }, { column: 'id', order: 'asc' }]);
}
