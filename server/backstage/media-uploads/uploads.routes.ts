import { Router } from 'express';
import type { AppContext } from '../../app-context';
import type { UploadRoute } from '../../http/multipart/upload-routes';
import { uploadAudio } from './audio-uploader';
import { uploadImage } from './image-uploader';
import { AUDIO_UPLOADER, IMAGE_UPLOADER, MAX_AUDIO_BYTES, MAX_IMAGE_BYTES } from '@common/uploader-contract';

/** The uploaders of spec §7, for every backstage form: admins only (the guard in app.ts and the gate's access rule). */
export function uploaderRoutes(context: AppContext): Router {
  const router = Router();
  router.post(IMAGE_UPLOADER, uploadImage(context));
  router.post(AUDIO_UPLOADER, uploadAudio(context));
  return router;
}

export const uploaderUploadRoutes: UploadRoute[] = [
  { method: 'POST', path: IMAGE_UPLOADER, access: 'admin', files: { image: 1 }, maxFileBytes: MAX_IMAGE_BYTES },
  { method: 'POST', path: AUDIO_UPLOADER, access: 'admin', files: { audio: 1 }, maxFileBytes: MAX_AUDIO_BYTES },
];
