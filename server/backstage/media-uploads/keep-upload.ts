import type { AppContext } from '../../app-context';
import { ServiceUnavailable, ValidationError } from '../../http/errors';
import { MediaRefused, ProbeUnavailable } from '../../services/media-probe/probe-errors';
import type { Translator } from '@common/i18n/translator';
import { recordUpload, type NewMediaUpload } from './media-uploads';

/**
 * Runs a probe of the uploaded file and turns its verdicts into answers: media we do not take is a
 * 422 naming the file's field with the reason written for the uploader; a checker that cannot run
 * here (no ffprobe) is a 503, since nothing of that kind can be accepted until it is installed.
 * A reason the catalogue has is said in the uploader's language (`translator`, the request's).
 */
export async function checked<T>(field: string, probe: Promise<T>, translator?: Translator): Promise<T> {
  try {
    return await probe;
  } catch (error) {
    if (error instanceof MediaRefused) {
      const reason = error.words && translator ? translator.t(error.words.id, error.words.values) : error.reason;
      throw new ValidationError({ [field]: [reason] });
    }
    if (error instanceof ProbeUnavailable) throw new ServiceUnavailable(error.message);
    throw error;
  }
}

/**
 * Copies a checked upload from the temporary folder into media storage under its new key, then
 * records it. The row is written only once the file is stored, and a row that cannot be written
 * takes the stored file with it: there is never a row without a file or a file without a row.
 * The temporary file itself is removed by the multipart gate when the response ends.
 */
export async function keepUpload({ storage, db: { knex } }: AppContext, tmpFile: string, upload: NewMediaUpload): Promise<void> {
  await storage.put(upload.path, { file: tmpFile }, upload.mime);
  try {
    await recordUpload(knex, upload);
  } catch (error) {
    await storage.remove(upload.path).catch(() => undefined);
    throw error;
  }
}
