import { z } from 'zod';
import { ARTIST_CONTENT_TYPES } from '../../../database/migrations/20260101000003_catalogue';
import { sanitizeRichText } from '../../lib/rich-text';

/** An optional text field: forms send '' for an empty input, stored as null. */
const optionalText = (label: string, max: number) =>
  z
    .string(`The ${label} must be text.`)
    .trim()
    .max(max, `The ${label} may not be longer than ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

/**
 * The version the form loaded (edit conflicts). JSON sends a number, urlencoded and multipart a
 * string; both are read, anything else is refused.
 */
export const versionField = z
  .union([z.number().int().min(1).max(2_147_483_647), z.string().regex(/^[1-9]\d{0,8}$/).transform(Number)], {
    error: 'The form is missing the version it loaded. Reload the page.',
  });

/** Spec §7 POST /backstage/artists: name, stage_name, content_type, image, biography. */
export const artistInput = z.object({
  name: z
    .string('The name is required.')
    .trim()
    .min(1, 'The name is required.')
    .max(200, 'The name may not be longer than 200 characters.'),
  stage_name: optionalText('stage name', 200),
  content_type: z.enum(ARTIST_CONTENT_TYPES, `Choose one of ${ARTIST_CONTENT_TYPES.join(', ')}.`),
  // The upload widget comes with the image uploader; until then a stored path or a CDN address.
  image: optionalText('image', 1000).refine((path) => path === null || /^\S+$/.test(path), 'The image must be a path without spaces.'),
  // Sanitised on write with the display rules, so what staff see after saving is what the site shows.
  biography: z
    .string('The biography must be text.')
    .max(50_000, 'The biography may not be longer than 50000 characters.')
    .nullish()
    .transform((html) => sanitizeRichText(html).trim() || null),
});

export const artistUpdate = artistInput.extend({ version: versionField });

export type ArtistInput = z.output<typeof artistInput>;
export type ArtistUpdate = z.output<typeof artistUpdate>;
