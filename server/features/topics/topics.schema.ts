import { z } from 'zod';
import { optionalId, storedPath } from '../../backstage/form-fields';
import { plainTextField, translationsField } from '../../backstage/plain-text-field';
import { versionField } from '../artists/artists.schema';
import { TOPIC_TYPES } from '../../../database/migrations/20260101000006_scholarship';

export { TOPIC_TYPES };

/** Spec §7 POST /backstage/topics: name, name_translations, topic_type (spec §5: 8 choices, default other), scholar, image, description. */
export const topicInput = z.object({
  name: z.string('The name is required.').trim().min(1, 'The name is required.').max(200, 'The name may not be longer than 200 characters.'),
  name_translations: translationsField('name', 200),
  // '' or null (a form's empty choice) is the default, other.
  topic_type: z.preprocess((type) => (type === '' || type === null ? undefined : type), z.enum(TOPIC_TYPES, { error: `The topic type must be one of ${TOPIC_TYPES.join(', ')}.` }).default('other')),
  scholar: optionalId('Choose the scholar from the list.'),
  image: storedPath('image'),
  description: plainTextField('description', 10_000),
});

export const topicUpdate = topicInput.extend({ version: versionField });
export type TopicInput = z.output<typeof topicInput>;
export type TopicUpdate = z.output<typeof topicUpdate>;
