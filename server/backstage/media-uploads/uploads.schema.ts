import { z } from 'zod';
import { IMAGE_FOLDERS } from '@common/uploader-contract';

/** The text fields beside the image: where it goes, and which form sent it (recorded, not acted on). */
export const imageUploadFields = z.object({
  imagepath: z.enum(IMAGE_FOLDERS, `The imagepath must be one of ${IMAGE_FOLDERS.join(', ')}.`),
  component: z
    .string('The component must be text.')
    .trim()
    .max(100, 'The component may not be longer than 100 characters.')
    .nullish()
    .transform((value) => value || null),
});

/** The audio uploader takes the file alone: a text field beside it is refused, not ignored. */
export const audioUploadFields = z.object({});
