import type { Knex } from 'knex';
import type { LyricsReportInput, LyricsSubmissionInput } from './lyrics.schema';

export interface LyricsSubmissionRow {
  id: number;
  song_id: number;
  submitter_name: string | null;
  status: 'pending' | 'approved' | 'rejected';
  created_at: Date;
}

/** Stores a submission as pending; only a reviewer can move it on. */
export async function insertLyricsSubmission(
  knex: Knex,
  songId: number,
  input: LyricsSubmissionInput,
  userId: number | null,
): Promise<LyricsSubmissionRow> {
  const [row] = await knex('lyrics_submissions')
    .insert({ song_id: songId, user_id: userId, submitter_name: input.submitter_name, lyrics: input.lyrics, status: 'pending' })
    .returning(['id', 'song_id', 'submitter_name', 'status', 'created_at']);
  return row as LyricsSubmissionRow;
}

/** Stores a report of a problem with the song's lyrics, pending like a submission. */
export async function insertLyricsReport(knex: Knex, songId: number, input: LyricsReportInput, userId: number | null): Promise<LyricsSubmissionRow> {
  const [row] = await knex('lyrics_submissions')
    .insert({ song_id: songId, user_id: userId, kind: 'report', report_reason: input.reason, note: input.note, status: 'pending' })
    .returning(['id', 'song_id', 'submitter_name', 'status', 'created_at']);
  return row as LyricsSubmissionRow;
}
