import { z } from 'zod';
import { optionalText, storedPath } from '../../backstage/form-fields';
import { plainTextField } from '../../backstage/plain-text-field';
import { versionField } from '../artists/artists.schema';

/** Spec §7 POST /backstage/scholars: name, name_arabic, image, bio. */
export const scholarInput = z.object({
  name: z.string('The name is required.').trim().min(1, 'The name is required.').max(200, 'The name may not be longer than 200 characters.'),
  name_arabic: optionalText('Arabic name', 200),
  image: storedPath('image'),
  bio: plainTextField('bio', 10_000),
});

export const scholarUpdate = scholarInput.extend({ version: versionField });
export type ScholarInput = z.output<typeof scholarInput>;
export type ScholarUpdate = z.output<typeof scholarUpdate>;
