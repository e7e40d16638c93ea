import type { Knex } from 'knex';

export interface SongWithLyrics {
  id: number;
  name: string;
  /** The first non-blank line of its default verse, as the page shows it. */
  firstLine: string;
}

/** The demo catalogue's first playable song with lyrics (its audio and a default verse). */
export async function firstPlayableSongWithLyrics(knex: Knex): Promise<SongWithLyrics> {
  const row = await knex('songs')
    .join('verses', 'verses.song_id', 'songs.id')
    .whereNotNull('songs.mp3')
    .whereNull('songs.deleted_at')
    .where('verses.is_default', true)
    .orderBy('songs.id')
    .first<{ id: number; name: string; non_synced_lyrics: string }>('songs.id', 'songs.name', 'verses.non_synced_lyrics');
  return { id: row.id, name: row.name, firstLine: row.non_synced_lyrics.split('\n').map((line) => line.trim()).find(Boolean)! };
}
