import type { Knex } from 'knex';

export type UploadKind = 'image' | 'audio';

/** A row of media_uploads: a file the uploaders stored and what its bytes were found to be. */
export interface MediaUpload {
  id: number;
  path: string;
  kind: UploadKind;
  format: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** Exact, as ffprobe measured it (audio only). */
  duration_seconds: number | null;
  user_id: number | null;
  imagepath: string | null;
  component: string | null;
  created_at: Date;
}

export type NewMediaUpload = Omit<MediaUpload, 'id' | 'created_at'>;

export async function recordUpload(knex: Knex, upload: NewMediaUpload): Promise<void> {
  await knex('media_uploads').insert(upload);
}

/**
 * The upload a stored path names, or undefined when the path was never uploaded here (a demo file,
 * a CDN address, a made-up path). Spec §7's clients store the answer with a '/' in front; both
 * spellings name the same file.
 */
export async function findUpload(knex: Knex, path: string, kind?: UploadKind): Promise<MediaUpload | undefined> {
  const query = knex('media_uploads').where('path', path.replace(/^\/+/, ''));
  if (kind) query.andWhere('kind', kind);
  const row = (await query.first()) as (MediaUpload & { id: number | string; duration_seconds: number | string | null }) | undefined;
  if (!row) return undefined;
  // bigint ids come back as strings from pg; a double is a number on both drivers, made sure of here.
  return { ...row, id: Number(row.id), duration_seconds: row.duration_seconds === null ? null : Number(row.duration_seconds) };
}
