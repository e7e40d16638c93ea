import { z } from 'zod';
import { optionalText, storedPath } from '../../backstage/form-fields';
import { plainTextField } from '../../backstage/plain-text-field';
import { versionField } from '../artists/artists.schema';
import { PODCAST_CATEGORIES } from '../../../database/migrations/20261129000002_podcast_backstage';

export { PODCAST_CATEGORIES };

/** A podcast's form: title, host, description, image (a path the image uploader stored) and category. */
export const podcastInput = z.object({
  title: z.string('The title is required.').trim().min(1, 'The title is required.').max(200, 'The title may not be longer than 200 characters.'),
  host: optionalText('host', 200),
  description: plainTextField('description', 20_000),
  image: storedPath('image'),
  // '' or null (the form's empty choice) is no category.
  category: z.preprocess((value) => (value === '' ? null : value), z.enum(PODCAST_CATEGORIES, { error: `The category must be one of ${PODCAST_CATEGORIES.join(', ')}.` }).nullish().transform((value) => value ?? null)),
});

export const podcastUpdate = podcastInput.extend({ version: versionField });
export type PodcastInput = z.output<typeof podcastInput>;
export type PodcastUpdate = z.output<typeof podcastUpdate>;
