import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { ValidationError } from '../../http/errors';
import { uploadedFile } from '../../http/multipart/multipart-gate';
import { translatorOf } from '../../i18n/i18n.props';
import { probeAudio } from '../../services/media-probe/audio-probe';
import { newMediaKey } from '../../services/storage/media-key';
import { checked, keepUpload } from './keep-upload';
import { validateForm } from '../form-input';
import { audioUploadFields } from './uploads.schema';

/** Catalogue rows keep whole seconds; a clip under half a second still lasts one. */
const wholeSeconds = (duration: number) => Math.max(1, Math.round(duration));

/**
 * POST /api/backstage/audio-uploader (spec §7): multipart `audio`. The bytes must probe (ffprobe) as
 * audio browsers play, with a duration, read to its end, as long as its container says, and decoded
 * whole once (ffmpeg). Kept as sent under a new random name in
 * `audio/` with the extension of the format found. Answers `{audio_path, duration_seconds, format}`;
 * media_uploads keeps the exact duration for the save that names the path (findUpload).
 */
export const uploadAudio =
  (context: AppContext): RequestHandler =>
  async (req, res) => {
    const file = uploadedFile(req, 'audio');
    if (!file) throw new ValidationError({ audio: ['Choose an audio file to upload.'] });
    validateForm(audioUploadFields, req.body ?? {});
    const { ffprobePath, audio: tools } = context.config;
    const audio = await checked('audio', probeAudio(file.path, { ffprobePath, ffmpegPath: tools.ffmpegPath }), translatorOf(req));

    const path = newMediaKey('audio', audio.extension);
    await keepUpload(context, file.path, {
      path,
      kind: 'audio',
      format: audio.format,
      mime: audio.contentType,
      bytes: file.size,
      width: null,
      height: null,
      duration_seconds: audio.duration,
      user_id: req.user!.id,
      imagepath: null,
      component: null,
    });
    res.json({ audio_path: path, duration_seconds: wholeSeconds(audio.duration), format: audio.format, url: context.mediaUrl(path) });
  };
