import { z } from 'zod';
import { EXPLANATION_REPORT_REASONS, MAX_EXPLAINED_LINES, MAX_EXPLANATION_LENGTH, MIN_EXPLANATION_LENGTH } from '@common/explanations';
import { sanitizePlainText } from '../../lib/rich-text';

const lineNumber = (field: string) => z.number(`The ${field} must be a line number.`).int(`The ${field} must be a line number.`).min(0, `The ${field} must be a line number.`).max(100_000, `The ${field} must be a line number.`);

/**
 * An explanation's text: plain text (any markup pasted in dropped, its words kept; links stay as the
 * bare URLs they are), one line-ending style, so the length counts what readers will see.
 */
export const explanationBody = z
  .string('The explanation must be text.')
  // eslint-disable-next-line no-control-regex -- NUL cannot be stored in PostgreSQL text
  .refine((text) => !/\u0000/.test(text), 'The explanation must be text.')
  .transform((text) => sanitizePlainText(text))
  .pipe(
    z
      .string()
      .min(MIN_EXPLANATION_LENGTH, `The explanation must be at least ${MIN_EXPLANATION_LENGTH} characters.`)
      .max(MAX_EXPLANATION_LENGTH, `The explanation may not be longer than ${MAX_EXPLANATION_LENGTH} characters.`),
  );

/** `POST /api/song/{id}/explanations`: which lines (0-based, inclusive) and what they mean. */
export const createExplanationInput = z
  .object({ from_line: lineNumber('first line'), to_line: lineNumber('last line'), body: explanationBody })
  .superRefine((input, ctx) => {
    if (input.to_line < input.from_line) ctx.addIssue({ code: 'custom', path: ['to_line'], message: 'The last line cannot come before the first.' });
    else if (input.to_line - input.from_line >= MAX_EXPLAINED_LINES) ctx.addIssue({ code: 'custom', path: ['to_line'], message: `An explanation may cover at most ${MAX_EXPLAINED_LINES} lines.` });
  });
export type CreateExplanationInput = z.output<typeof createExplanationInput>;

/** `POST /api/explanations/{id}/report`. */
export const reportExplanationInput = z.object({
  reason: z.enum(EXPLANATION_REPORT_REASONS, 'Choose wrong, offensive or spam.'),
  note: z
    .string('The note must be text.')
    .transform((text) => sanitizePlainText(text))
    .pipe(z.string().max(1000, 'The note may not be longer than 1000 characters.'))
    .nullish()
    .transform((note) => note || null),
});

/** Staff approve, optionally with the body corrected first. */
export const approveExplanationInput = z.object({ body: explanationBody.optional() });

export const rejectExplanationInput = z.object({
  reason: z.string('Say why, for the record.').trim().min(1, 'Say why, for the record.').max(500, 'The reason may not be longer than 500 characters.'),
});
