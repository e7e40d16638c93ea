import { z } from 'zod';
import { idList, listOf, optionalId, optionalText, storedPath } from '../../backstage/form-fields';
import { optionalHttpUrl } from '../../backstage/http-url-field';
import { plainTextField, translationsField } from '../../backstage/plain-text-field';
import { versionField } from '../artists/artists.schema';
import { textBlocksField } from './text-blocks';

export const MAX_RESOURCE_TOPICS = 20;
export const MAX_NEW_MEDIA = 20;
const MAX_ORDERING = 1_000_000;

/** A recording chosen in the media panel: the audio uploader's path and its title. */
const newMedia = z.object(
  {
    file_path: storedPath('recording').refine((path) => path !== null, 'Upload the recording with the audio picker.'),
    title: optionalText('recording title', 300),
  },
  { error: 'Each new recording must name its uploaded file.' },
);

/**
 * Spec §7 POST/PUT /backstage/resources: title, title_translation, scholar, topics, description,
 * source_url, translation (text blocks), ordering (spec §5: 0 or more) and the media field, the
 * pending recordings to attach on this save.
 */
export const resourceInput = z.object({
  title: z.string('The title is required.').trim().min(1, 'The title is required.').max(300, 'The title may not be longer than 300 characters.'),
  title_translation: translationsField('title', 300),
  scholar: optionalId('Choose the scholar from the list.'),
  topics: idList('topic', MAX_RESOURCE_TOPICS),
  description: plainTextField('description', 20_000),
  source_url: optionalHttpUrl('source link', 1000),
  translation: textBlocksField,
  ordering: z
    .union([z.literal(''), z.null(), z.number(), z.string().trim().regex(/^-?\d+$/, 'The ordering must be a whole number, 0 or more.').transform(Number)], { error: 'The ordering must be a whole number, 0 or more.' })
    .optional()
    .transform((value) => (value === '' || value === null || value === undefined ? 0 : value))
    .pipe(z.number().int('The ordering must be a whole number, 0 or more.').min(0, 'The ordering must be 0 or more.').max(MAX_ORDERING, `The ordering may not be more than ${MAX_ORDERING}.`)),
  media: z.preprocess(listOf, z.array(newMedia, { error: 'The media must be a list of uploaded recordings.' }).max(MAX_NEW_MEDIA, `At most ${MAX_NEW_MEDIA} recordings at a time.`)),
});

export const resourceUpdate = resourceInput.extend({ version: versionField });
export type ResourceInput = z.output<typeof resourceInput>;
export type ResourceUpdate = z.output<typeof resourceUpdate>;
