import { z } from 'zod';
import { musicEn } from '@common/i18n/catalogue/music.en';

/**
 * The messages are the English catalogue's (`lyricsForm.error.*`): /api answers with them as they are,
 * and the song page's forms get them in the page's language (lyrics.pages.ts).
 */
const message = musicEn;

/** Lyrics sent in by a visitor (spec §1 "add lyrics"): kept for review, never shown as they are. */
export const lyricsSubmissionSchema = z.object({
  lyrics: z
    .string(message['lyricsForm.error.required'])
    // One line-ending style, so the length counts what staff will read.
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(20, message['lyricsForm.error.short'])
        .max(20_000, message['lyricsForm.error.long']),
    ),
  submitter_name: z
    .string(message['lyricsForm.error.nameText'])
    .trim()
    .max(200, message['lyricsForm.error.nameLong'])
    .nullish()
    .transform((name) => name || null),
});

export type LyricsSubmissionInput = z.output<typeof lyricsSubmissionSchema>;

/** What a visitor can report about the lyrics on a song's page; staff see it in the review queue. */
export const REPORT_REASONS = ['wrong_words', 'wrong_song', 'offensive'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const lyricsReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, message['lyricsForm.error.reason']),
  note: z
    .string(message['lyricsForm.error.noteText'])
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(1000, message['lyricsForm.error.noteLong']))
    .nullish()
    .transform((note) => note || null),
});
export type LyricsReportInput = z.output<typeof lyricsReportSchema>;
