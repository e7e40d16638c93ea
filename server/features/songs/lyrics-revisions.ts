import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { AppContext } from '../../app-context';
import { recordActivity } from '../../backstage/activity-log';
import { catalogueWrite } from '../../backstage/catalogue-write';
import { lockRow, nextVersion, type VersionedRow } from '../../backstage/versioned-record';
import { NotFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { reindexSongs } from '../search/search.indexer';
import { reattachExplanations } from '../explanations/reattach';

/** One lyrics version as a revision keeps it: everything a restore writes back. */
interface VerseSnapshot {
  title: string | null;
  language: string;
  is_default: boolean;
  non_synced_lyrics: string;
  synced_lyrics: unknown;
  translation: unknown;
}

const currentVerses = (trx: Knex.Transaction, songId: number) =>
  trx('verses').where('song_id', songId).orderBy([{ column: 'position', order: 'asc' }, { column: 'id', order: 'asc' }]).select<VerseSnapshot[]>('title', 'language', 'is_default', 'non_synced_lyrics', 'synced_lyrics', 'translation');

/**
 * Call before a lyrics change: a song changed for the first time since revisions began keeps the
 * state it had, so the first change can be undone too.
 */
export async function keepLyricsBefore(trx: Knex.Transaction, songId: number): Promise<void> {
  if (await trx('lyrics_revisions').where('song_id', songId).first('id')) return;
  const verses = await currentVerses(trx, songId);
  if (verses.length) await trx('lyrics_revisions').insert({ song_id: songId, user_id: null, reason: 'As it was', verses: JSON.stringify(verses) });
}

/**
 * Call after a lyrics change, in its transaction: the new state, with who made it and why. Every
 * lyrics change passes here, so listeners' line explanations follow their lines from here too.
 */
export async function keepLyricsAfter(trx: Knex.Transaction, songId: number, userId: number, reason: string): Promise<void> {
  await trx('lyrics_revisions').insert({ song_id: songId, user_id: userId, reason: reason.slice(0, 200), verses: JSON.stringify(await currentVerses(trx, songId)) });
  await reattachExplanations(trx, songId, userId);
}

/** The song's revisions, newest first, as the edit screen lists them. */
export async function lyricsRevisions(knex: Knex, songId: number, limit = 30) {
  const rows = await knex('lyrics_revisions as r')
    .leftJoin('users', 'users.id', 'r.user_id')
    .where('r.song_id', songId)
    .orderBy('r.id', 'desc')
    .limit(limit)
    .select<{ id: string | number; reason: string; verses: VerseSnapshot[]; created_at: Date; user_name: string | null }[]>('r.id', 'r.reason', 'r.verses', 'r.created_at', 'users.name as user_name');
  return rows.map((row, index) => {
    const main = row.verses.find((verse) => verse.is_default) ?? row.verses[0];
    return {
      id: Number(row.id),
      reason: row.reason,
      by: row.user_name,
      created_at: row.created_at.toISOString(),
      versions: row.verses.length,
      first_line: main?.non_synced_lyrics.split('\n').find((line) => line.trim())?.trim() ?? null,
      is_current: index === 0,
    };
  });
}
export type LyricsRevision = Awaited<ReturnType<typeof lyricsRevisions>>[number];

/**
 * POST /api/backstage/songs/{id}/lyrics-revisions/{revisionId}/restore: the song's lyrics become
 * that revision's again (every version, its timed lines and translation). The restore is itself a
 * revision and an activity entry, so it can be undone the same way.
 */
export const restoreLyricsRevision =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const songId = idParam(req.params.id, 'Song not found.');
    const revisionId = idParam(req.params.revisionId, 'That revision is not this song’s.');
    const userId = req.user!.id;
    const result = await catalogueWrite(knex, async (trx) => {
      const song = await lockRow<VersionedRow & { name: string }>(trx, 'songs', songId, 'Song not found.');
      if (song.deleted_at) throw new NotFound('Song not found.');
      const revision = await trx('lyrics_revisions').where({ id: revisionId, song_id: songId }).first<{ verses: VerseSnapshot[]; created_at: Date } | undefined>('verses', 'created_at');
      if (!revision) throw new NotFound('That revision is not this song’s.');
      const before = await trx('verses').where({ song_id: songId, is_default: true }).first<{ non_synced_lyrics: string } | undefined>('non_synced_lyrics');
      await trx('verses').where('song_id', songId).delete();
      for (const [index, verse] of revision.verses.entries()) {
        await trx('verses').insert({
          song_id: songId,
          title: verse.title,
          language: verse.language,
          is_default: verse.is_default,
          non_synced_lyrics: verse.non_synced_lyrics,
          synced_lyrics: verse.synced_lyrics === null ? null : JSON.stringify(verse.synced_lyrics),
          translation: verse.translation === null ? null : JSON.stringify(verse.translation),
          position: index + 1,
        });
      }
      await trx('songs').where('id', songId).update(nextVersion(trx));
      const when = revision.created_at.toISOString().slice(0, 16).replace('T', ' ');
      const after = revision.verses.find((verse) => verse.is_default)?.non_synced_lyrics ?? null;
      await recordActivity(trx, { userId, entityType: 'song', entityId: songId, entityLabel: song.name, action: 'updated', changes: { lyrics: [before?.non_synced_lyrics ?? null, after], restored: [null, `the lyrics of ${when} UTC`] } });
      await keepLyricsAfter(trx, songId, userId, `Restored the lyrics of ${when} UTC`);
      await reindexSongs(trx, [songId]);
      return { name: song.name, when };
    });
    res.json({ message: `The lyrics of ${result.name} are back as they were on ${result.when} UTC.`, data: { song: songId, revision: revisionId } });
  };
