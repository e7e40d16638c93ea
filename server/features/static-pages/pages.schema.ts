import { z } from 'zod';
import { sanitizeRichText } from '../../lib/rich-text';
import { versionField } from '../artists/artists.schema';

/** Spec §7 POST /backstage/pages: title, content. The slug is made from the title, and may be changed on edit. */
export const pageInput = z.object({
  title: z.string('The title is required.').trim().min(1, 'The title is required.').max(200, 'The title may not be longer than 200 characters.'),
  // Sanitised on write with the display rules, so what staff see after saving is what the site shows.
  content: z
    .string('The content must be text.')
    .max(200_000, 'The content may not be longer than 200000 characters.')
    .nullish()
    .transform((html) => sanitizeRichText(html).trim()),
  slug: z
    .string('The address must be text.')
    .trim()
    .toLowerCase()
    .max(120, 'The address may not be longer than 120 characters.')
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'The address may hold only letters, digits and single dashes.')
    .nullish()
    .transform((slug) => slug || null),
});

export const pageUpdate = pageInput.extend({ version: versionField });

export type PageInput = z.output<typeof pageInput>;
export type PageUpdate = z.output<typeof pageUpdate>;
