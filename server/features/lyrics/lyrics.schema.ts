import { z } from 'zod';

/** Lyrics sent in by a visitor (spec §1 "add lyrics"): kept for review, never shown as they are. */
export const lyricsSubmissionSchema = z.object({
  lyrics: z
    .string('Please write the lyrics.')
    // One line-ending style, so the length counts what staff will read.
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(20, 'The lyrics must be at least 20 characters.')
        .max(20_000, 'The lyrics may not be longer than 20000 characters.'),
    ),
  submitter_name: z
    .string('The name must be text.')
    .trim()
    .max(200, 'The name may not be longer than 200 characters.')
    .nullish()
    .transform((name) => name || null),
});

export type LyricsSubmissionInput = z.output<typeof lyricsSubmissionSchema>;

/** What a visitor can report about the lyrics on a song's page; staff see it in the review queue. */
export const REPORT_REASONS = ['wrong_words', 'wrong_song', 'offensive'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const lyricsReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, 'Choose what is wrong: wrong words, wrong song or offensive.'),
  note: z
    .string('The note must be text.')
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(1000, 'The note may not be longer than 1000 characters.'))
    .nullish()
    .transform((note) => note || null),
});
export type LyricsReportInput = z.output<typeof lyricsReportSchema>;
