import type { Knex } from 'knex';
import { findUpload } from './media-uploads/media-uploads';

/**
 * The field's error when a form names an image path that was not uploaded here (a made-up path, a
 * file of another kind); an unchanged path (a demo image, one saved before) is kept as it is.
 */
export async function uploadedImageError(trx: Knex.Transaction, path: string | null, before: unknown, label: string): Promise<string[] | undefined> {
  if (!path || path === before || (await findUpload(trx, path, 'image'))) return undefined;
  return [`Upload the ${label} with the image uploader.`];
}
