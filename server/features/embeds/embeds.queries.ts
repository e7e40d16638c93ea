import type { Knex } from 'knex';

/** The stored audio key of each public song among `ids` (a playlist's tracks), by id. */
export async function songAudioByIds(knex: Knex, ids: number[]): Promise<Map<number, string | null>> {
  if (!ids.length) return new Map();
  const rows = await knex('songs').whereRaw('id = any(?)', [ids]).whereNull('deleted_at').select<{ id: number; mp3: string | null }[]>('id', 'mp3');
  return new Map(rows.map((row) => [row.id, row.mp3]));
}
