/**
 * Line explanations (issue 35): the contract the server, the site and the apps share.
 * Lines are numbered from 0 within the song's default lyrics as listeners read them
 * (`sungLines(verseText(…))`, as the song page and lyric cards number them); `to_line` is inclusive.
 */
import type { BlockLanguage } from './block-language';

/** The longest run of lines one explanation may cover, and the longest text. */
export const MAX_EXPLAINED_LINES = 8;
export const MAX_EXPLANATION_LENGTH = 2000;
export const MIN_EXPLANATION_LENGTH = 10;

export type ExplanationStatus = 'pending' | 'published' | 'rejected';

/** What a report of an explanation says is wrong with it. */
export const EXPLANATION_REPORT_REASONS = ['wrong', 'offensive', 'spam'] as const;
export type ExplanationReportReason = (typeof EXPLANATION_REPORT_REASONS)[number];

/** A published explanation as the song page's props and `GET /api/song/{id}` carry it. */
export interface PublicExplanation {
  id: number;
  from_line: number;
  to_line: number;
  /** The explained lines' text, quoted (what crawlers and the sheet show above the body). */
  quote: string;
  /** Plain text; links are written as bare https URLs and turned into links when shown. */
  body: string;
  language: BlockLanguage;
  author: { name: string };
  votes: number;
  /** Whether the signed-in listener has upvoted it (false for visitors). */
  voted: boolean;
  created_at: string;
}

/** One of a listener's own explanations, as their profile lists them with their state. */
export interface OwnExplanation {
  id: number;
  song: { id: number; title: string; url: string };
  from_line: number;
  to_line: number;
  quote: string;
  body: string;
  status: ExplanationStatus;
  reject_reason: string | null;
  created_at: string;
}
