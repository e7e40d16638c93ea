import type { Knex } from 'knex';
import type { BlockLanguage } from '@common/block-language';
import type { ExplanationStatus } from '@common/explanations';

/** The Explanations tab's filters: waiting, reported or moved by new lyrics (staff must look), and decided. */
export const EXPLANATION_TABS = ['pending', 'flagged', 'published', 'rejected'] as const;
export type ExplanationTab = (typeof EXPLANATION_TABS)[number];

export interface QueueExplanationRow {
  id: number;
  song_id: number;
  song_name: string;
  artist_name: string;
  from_line: number;
  to_line: number;
  quote: string;
  body: string;
  language: BlockLanguage;
  user_id: number | null;
  author_name: string;
  trusted_explainer: boolean | null;
  status: ExplanationStatus;
  reject_reason: string | null;
  needs_review: boolean;
  reports: number;
  votes: number;
  created_at: Date;
  reviewed_at: Date | null;
}

const tabFilter = (query: Knex.QueryBuilder, tab: ExplanationTab) =>
  tab === 'flagged' ? query.where((where) => where.where('e.reports', '>', 0).orWhere('e.needs_review', true)).whereNot('e.status', 'rejected') : query.where('e.status', tab);

const ofPublicSongs = (knex: Knex) => knex('lyric_explanations as e').join('songs', 'songs.id', 'e.song_id').whereNull('songs.deleted_at');

/** One tab's explanations: the waiting ones oldest first (worked in order), the others newest first. */
export function queueExplanations(knex: Knex, tab: ExplanationTab): Knex.QueryBuilder {
  return tabFilter(ofPublicSongs(knex), tab)
    .join('artists', 'artists.id', 'songs.artist_id')
    .leftJoin('users', 'users.id', 'e.user_id')
    .select(
      'e.id', 'e.song_id', 'e.from_line', 'e.to_line', 'e.quote', 'e.body', 'e.language', 'e.user_id', 'e.author_name', 'e.status', 'e.reject_reason',
      'e.needs_review', 'e.reports', 'e.votes', 'e.created_at', 'e.reviewed_at', 'songs.name as song_name', 'artists.name as artist_name', 'users.trusted_explainer',
    )
    .orderBy([{ column: 'e.created_at', order: tab === 'pending' ? 'asc' : 'desc' }, { column: 'e.id', order: 'asc' }]);
}

/** How many each tab holds. */
export async function tabCounts(knex: Knex): Promise<Record<ExplanationTab, number>> {
  const counts = await Promise.all(EXPLANATION_TABS.map((tab) => tabFilter(ofPublicSongs(knex), tab).count<{ n: string | number }[]>({ n: '*' }).first()));
  return Object.fromEntries(EXPLANATION_TABS.map((tab, index) => [tab, Number(counts[index]?.n ?? 0)])) as Record<ExplanationTab, number>;
}

/** The open reports of these explanations, by explanation (what staff read before deciding). */
export async function openReports(knex: Knex, ids: readonly number[]) {
  if (!ids.length) return new Map<number, { reason: string; note: string | null }[]>();
  const rows = await knex('lyric_explanation_reports').whereIn('explanation_id', ids).whereNull('resolved_at').orderBy('id').select<{ explanation_id: number; reason: string; note: string | null }[]>('explanation_id', 'reason', 'note');
  const byId = new Map<number, { reason: string; note: string | null }[]>();
  for (const row of rows) byId.set(row.explanation_id, [...(byId.get(row.explanation_id) ?? []), { reason: row.reason, note: row.note }]);
  return byId;
}

/** The explanation, locked for a decision, with its song's name for the messages and the log. */
export const lockExplanation = (trx: Knex.Transaction, id: number) =>
  trx('lyric_explanations as e')
    .join('songs', 'songs.id', 'e.song_id')
    .whereNull('songs.deleted_at')
    .where('e.id', id)
    .forUpdate('e')
    .first<{ id: number; song_id: number; song_name: string; status: ExplanationStatus; body: string; user_id: number | null; author_name: string; needs_review: boolean; reports: number } | undefined>(
      'e.id', 'e.song_id', 'songs.name as song_name', 'e.status', 'e.body', 'e.user_id', 'e.author_name', 'e.needs_review', 'e.reports',
    );
