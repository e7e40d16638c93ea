import type { Knex } from 'knex';
import { sungLines, verseText } from '@common/lyrics-lines';
import type { BlockLanguage } from '@common/block-language';
import type { ExplanationStatus } from '@common/explanations';
import { readWithKeptPlan } from '../../db/generic-plan';

/** The song's lyrics as listeners read them: the default version (else the first) and its sung lines. */
export interface ReadingText {
  songName: string;
  /** null when the song has no lyrics (then it has no lines either). */
  verseId: number | null;
  lines: string[];
}

/**
 * The default lyrics version of a public song (not in the trash), numbered as the song page numbers
 * it; `undefined` when there is no such public song.
 */
export async function readingText(knex: Knex | Knex.Transaction, songId: number): Promise<ReadingText | undefined> {
  const song = await knex('songs').where('id', songId).whereNull('deleted_at').first<{ name: string } | undefined>('name');
  if (!song) return undefined;
  const verse = await knex('verses')
    .where('song_id', songId)
    .orderBy([{ column: 'is_default', order: 'desc' }, { column: 'position', order: 'asc' }, { column: 'id', order: 'asc' }])
    .first<{ id: number; non_synced_lyrics: string; synced_lyrics: { text: string }[] | null } | undefined>('id', 'non_synced_lyrics', 'synced_lyrics');
  if (!verse) return { songName: song.name, verseId: null, lines: [] };
  return { songName: song.name, verseId: verse.id, lines: sungLines(verseText(verse.non_synced_lyrics, verse.synced_lyrics)) };
}

export interface ExplanationRow {
  id: number;
  song_id: number;
  verse_id: number | null;
  from_line: number;
  to_line: number;
  quote: string;
  body: string;
  language: BlockLanguage;
  user_id: number | null;
  author_name: string;
  status: ExplanationStatus;
  reject_reason: string | null;
  needs_review: boolean;
  votes: number;
  reports: number;
  created_at: Date;
}

export const explanationColumns = ['id', 'song_id', 'verse_id', 'from_line', 'to_line', 'quote', 'body', 'language', 'user_id', 'author_name', 'status', 'reject_reason', 'needs_review', 'votes', 'reports', 'created_at'] as const;

export async function insertExplanation(knex: Knex, row: Omit<ExplanationRow, 'id' | 'created_at' | 'votes' | 'reports' | 'needs_review' | 'reject_reason'> & { reviewed_by: number | null }): Promise<ExplanationRow> {
  const { reviewed_by, ...fields } = row;
  const [inserted] = await knex('lyric_explanations')
    .insert({ ...fields, reviewed_by, reviewed_at: reviewed_by === null ? null : knex.fn.now() })
    .returning<ExplanationRow[]>([...explanationColumns]);
  return inserted!;
}

/** Whether staff let this listener's explanations publish without a wait. */
export async function isTrustedExplainer(knex: Knex, userId: number): Promise<boolean> {
  const row = await knex('users').where('id', userId).first<{ trusted_explainer: boolean } | undefined>('trusted_explainer');
  return Boolean(row?.trusted_explainer);
}

/**
 * A song's published explanations, by their first line, then the most upvoted first. Read on every
 * song page beside the song itself: with its plan kept, in the same round trip.
 */
export const publishedOfSong = (knex: Knex, songId: number): Promise<ExplanationRow[]> =>
  readWithKeptPlan<ExplanationRow>(
    knex,
    knex('lyric_explanations')
      .where({ song_id: songId, status: 'published' })
      .orderBy([{ column: 'from_line', order: 'asc' }, { column: 'votes', order: 'desc' }, { column: 'id', order: 'asc' }])
      .select(...explanationColumns),
  );

/** Which of these explanations the user has upvoted. */
export async function votedIds(knex: Knex, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await knex('lyric_explanation_votes').where('user_id', userId).whereIn('explanation_id', ids).select<{ explanation_id: number }[]>('explanation_id');
  return new Set(rows.map((row) => row.explanation_id));
}

/** A published explanation of a public song, or undefined. */
export const publishedExplanation = (knex: Knex | Knex.Transaction, id: number) =>
  knex('lyric_explanations as e')
    .join('songs', 'songs.id', 'e.song_id')
    .whereNull('songs.deleted_at')
    .where({ 'e.id': id, 'e.status': 'published' })
    .first<{ id: number; votes: number } | undefined>('e.id', 'e.votes');

/**
 * Adds or takes back the user's vote and moves the kept count with it, in one transaction: the
 * count changes only when a row was really added or removed, so pressing twice counts once.
 */
export async function setVote(knex: Knex, id: number, userId: number, voted: boolean): Promise<number | undefined> {
  return knex.transaction(async (trx) => {
    const explanation = await trx('lyric_explanations').where({ id, status: 'published' }).forUpdate().first<{ votes: number } | undefined>('votes');
    if (!explanation) return undefined;
    const changed = voted
      ? (await trx('lyric_explanation_votes').insert({ explanation_id: id, user_id: userId }).onConflict(['explanation_id', 'user_id']).ignore().returning('user_id')).length
      : await trx('lyric_explanation_votes').where({ explanation_id: id, user_id: userId }).delete();
    if (!changed) return explanation.votes;
    const [row] = await trx('lyric_explanations').where('id', id).increment('votes', voted ? 1 : -1).returning<{ votes: number }[]>('votes');
    return row!.votes;
  });
}

/** A report, and the kept count of open reports that staff's list shows. */
export async function insertReport(knex: Knex, id: number, userId: number, reason: string, note: string | null) {
  return knex.transaction(async (trx) => {
    const [row] = await trx('lyric_explanation_reports').insert({ explanation_id: id, user_id: userId, reason, note }).returning<{ id: number; created_at: Date }[]>(['id', 'created_at']);
    await trx('lyric_explanations').where('id', id).increment('reports', 1);
    return row!;
  });
}

/** A listener's own explanations, newest first, with their song (for `paginate`). */
export const ownExplanations = (knex: Knex, userId: number): Knex.QueryBuilder =>
  knex('lyric_explanations as e')
    .join('songs', 'songs.id', 'e.song_id')
    .whereNull('songs.deleted_at')
    .where('e.user_id', userId)
    .orderBy([{ column: 'e.created_at', order: 'desc' }, { column: 'e.id', order: 'desc' }])
    .select('e.id', 'e.from_line', 'e.to_line', 'e.quote', 'e.body', 'e.status', 'e.reject_reason', 'e.created_at', 'songs.id as song_id', 'songs.name as song_name');
export interface OwnExplanationRow {
  id: number;
  from_line: number;
  to_line: number;
  quote: string;
  body: string;
  status: ExplanationStatus;
  reject_reason: string | null;
  created_at: Date;
  song_id: number;
  song_name: string;
}
