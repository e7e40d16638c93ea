import type { OwnExplanation, PublicExplanation } from '@common/explanations';
import type { ExplanationRow, OwnExplanationRow } from './explanations.queries';

/** A published explanation for the song page and `/api/song/{id}`; `voted` is false until set for a signed-in caller. */
export const presentPublicExplanation = (row: ExplanationRow): PublicExplanation => ({
  id: row.id,
  from_line: row.from_line,
  to_line: row.to_line,
  quote: row.quote,
  body: row.body,
  language: row.language,
  author: { name: row.author_name },
  votes: row.votes,
  voted: false,
  created_at: row.created_at.toISOString(),
});

export const presentOwnExplanation = (row: OwnExplanationRow): OwnExplanation => ({
  id: row.id,
  song: { id: row.song_id, title: row.song_name, url: `/song/${row.song_id}` },
  from_line: row.from_line,
  to_line: row.to_line,
  quote: row.quote,
  body: row.body,
  status: row.status,
  reject_reason: row.reject_reason,
  created_at: row.created_at.toISOString(),
});

/** The answer to a vote or its withdrawal: what the button draws. */
export const presentVoteState = (votes: number, voted: boolean) => ({ votes, voted });
export type VoteState = ReturnType<typeof presentVoteState>;
