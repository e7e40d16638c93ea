import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { AUDIO_UPLOADER, IMAGE_UPLOADER } from '@common/uploader-contract';
import { audioUploadFields, imageUploadFields } from './uploads.schema';

const file = z.string().meta({ format: 'binary', description: 'The file.' });

/** The two uploaders of spec §7, as the OpenAPI document describes them. */
export const uploaderOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: IMAGE_UPLOADER,
    tag: 'Backstage: uploads',
    summary: 'Stores a picture for a backstage form; the form then saves its path.',
    access: 'admin',
    body: imageUploadFields.extend({ image: file }),
    bodyType: 'multipart/form-data',
    responses: {
      200: {
        description: 'The stored picture.',
        schema: z.object({ image: z.string(), url: z.string(), format: z.string(), width: z.number().int(), height: z.number().int() }),
      },
    },
  },
  {
    method: 'post',
    path: AUDIO_UPLOADER,
    tag: 'Backstage: uploads',
    summary: 'Stores an audio file for a backstage form; the form then saves its path.',
    access: 'admin',
    body: audioUploadFields.extend({ audio: file }),
    bodyType: 'multipart/form-data',
    responses: {
      200: {
        description: 'The stored audio.',
        schema: z.object({ audio_path: z.string(), duration_seconds: z.number().int(), format: z.string(), url: z.string() }),
      },
    },
  },
];
