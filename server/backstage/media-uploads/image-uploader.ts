import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { ValidationError } from '../../http/errors';
import { uploadedFile } from '../../http/multipart/multipart-gate';
import { validateForm } from '../form-input';
import { probeImage } from '../../services/media-probe/image-probe';
import { newMediaKey } from '../../services/storage/media-key';
import { checked, keepUpload } from './keep-upload';
import { imageUploadFields } from './uploads.schema';

/**
 * POST /api/backstage/image-uploader (spec §7): multipart `image`, `imagepath`, `component`.
 * The client's "no type check" is the browser's; here the bytes must decode as a JPEG, PNG, WebP,
 * GIF or AVIF. The image is kept as sent (no re-encoding: staff upload artwork at the quality they
 * chose) under a new random name in `images/<imagepath>/`, with the extension of the format found.
 * Answers `{image}`: the stored path, no leading slash (mediaUrl reads it with or without one).
 */
export const uploadImage =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const fields = validateForm(imageUploadFields, req.body ?? {});
    const file = uploadedFile(req, 'image');
    if (!file) throw new ValidationError({ image: ['Choose an image to upload.'] });
    const image = await checked('image', probeImage(file.path));

    const path = newMediaKey(`images/${fields.imagepath}`, image.extension);
    await keepUpload(context, file.path, {
      path,
      kind: 'image',
      format: image.format,
      mime: image.contentType,
      bytes: file.size,
      width: image.width,
      height: image.height,
      duration_seconds: null,
      user_id: req.user!.id,
      imagepath: fields.imagepath,
      component: fields.component,
    });
    res.json({ image: path, url: context.mediaUrl(path), format: image.format, width: image.width, height: image.height });
  };
