import type { Request } from 'express';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../http/errors';
import { idParam } from '../../http/params';
import { validate } from '../../http/validate';
import { songExists } from '../songs/songs.queries';
import { insertLyricsReport, insertLyricsSubmission } from './lyrics.queries';
import { lyricsReportSchema, lyricsSubmissionSchema } from './lyrics.schema';
import { musicEn } from '@common/i18n/catalogue/music.en';

/** The thanks of /api (English, as the apps show them); the song page's flash says them in its language (lyrics.pages.ts). */
export const THANK_YOU = musicEn['addLyrics.thanks'];
export const REPORT_THANKS = musicEn['reportLyrics.thanks'];

/** The one path of both forms (page and API): the song must exist, then the input must be valid. */
export async function submitLyrics({ db: { knex } }: AppContext, req: Request) {
  const songId = idParam(req.params.id, 'Song not found.');
  if (!(await songExists(knex, songId))) throw new NotFound('Song not found.');
  const input = validate(lyricsSubmissionSchema, req.body ?? {});
  const row = await insertLyricsSubmission(knex, songId, input, req.user?.id ?? null);
  return {
    id: row.id,
    song_id: row.song_id,
    submitter_name: row.submitter_name,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}

/** A visitor's report of a problem with the lyrics (both forms), for the review queue. */
export async function reportLyrics({ db: { knex } }: AppContext, req: Request) {
  const songId = idParam(req.params.id, 'Song not found.');
  if (!(await songExists(knex, songId))) throw new NotFound('Song not found.');
  const input = validate(lyricsReportSchema, req.body ?? {});
  const row = await insertLyricsReport(knex, songId, input, req.user?.id ?? null);
  return { id: row.id, song_id: row.song_id, status: row.status, created_at: row.created_at.toISOString() };
}
