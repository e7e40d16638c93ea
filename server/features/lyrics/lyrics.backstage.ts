import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordActivity, type Changes } from '../../backstage/activity-log';
import { catalogueWrite } from '../../backstage/catalogue-write';
import { nextVersion } from '../../backstage/versioned-record';
import { paginate, pageRequest } from '../../db/paginate';
import { NotFound, ValidationError } from '../../http/errors';
import { idParam } from '../../http/params';
import { validate } from '../../http/validate';
import { validateForm } from '../../backstage/form-input';
import { reindexSongs } from '../search/search.indexer';
import { SONG_ENTITY } from '../songs/songs.writes';
import { keepLyricsAfter, keepLyricsBefore } from '../songs/lyrics-revisions';
import type { ReportReason } from './lyrics.schema';
import { translatorOf } from '../../i18n/i18n.props';

export const LYRICS_QUEUE = '/backstage/lyrics';
const NOT_FOUND = 'That submission does not exist.';
const STATUSES = ['pending', 'approved', 'rejected'] as const;
type Status = (typeof STATUSES)[number];

interface QueueRow {
  id: number;
  kind: 'lyrics' | 'report';
  status: Status;
  song_id: number;
  song_name: string;
  artist_name: string;
  submitter_name: string | null;
  user_name: string | null;
  lyrics: string | null;
  report_reason: ReportReason | null;
  note: string | null;
  review_note: string | null;
  reviewer_name: string | null;
  reviewed_at: Date | null;
  created_at: Date;
  current_title: string | null;
  current_language: string | null;
  current_lyrics: string | null;
}

const presentItem = (row: QueueRow) => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  song: { id: row.song_id, name: row.song_name, artist: row.artist_name },
  // Who sent it: the name they gave, else their account's, else nobody in particular.
  submitter: row.submitter_name ?? row.user_name ?? null,
  lyrics: row.lyrics,
  report_reason: row.report_reason,
  note: row.note,
  review_note: row.review_note,
  reviewer: row.reviewer_name,
  reviewed_at: row.reviewed_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
  // The lyrics the page shows now (the default version), to compare against.
  current: row.current_lyrics === null ? null : { title: row.current_title, language: row.current_language, lyrics: row.current_lyrics },
});
export type LyricsQueueItem = ReturnType<typeof presentItem>;

function queueRows(knex: Knex, status: Status) {
  return knex('lyrics_submissions as s')
    .join('songs', 'songs.id', 's.song_id')
    .join('artists', 'artists.id', 'songs.artist_id')
    .leftJoin('users as sender', 'sender.id', 's.user_id')
    .leftJoin('users as reviewer', 'reviewer.id', 's.reviewed_by')
    .leftJoin('verses as current', (join) => join.on('current.song_id', 's.song_id').andOnVal('current.is_default', true))
    .whereNull('songs.deleted_at')
    .where('s.status', status)
    .select(
      's.id', 's.kind', 's.status', 's.song_id', 's.submitter_name', 's.lyrics', 's.report_reason', 's.note', 's.review_note', 's.reviewed_at', 's.created_at',
      'songs.name as song_name', 'artists.name as artist_name', 'sender.name as user_name', 'reviewer.name as reviewer_name',
      'current.title as current_title', 'current.language as current_language', 'current.non_synced_lyrics as current_lyrics',
    )
    // The waiting queue is worked oldest first; decisions are read newest first.
    .orderBy([{ column: status === 'pending' ? 's.created_at' : 's.reviewed_at', order: status === 'pending' ? 'asc' : 'desc' }, { column: 's.id', order: 'asc' }]);
}

const statusQuery = z.object({ status: z.enum(STATUSES, 'Show pending, approved or rejected.').optional().default('pending') });

/** GET /backstage/lyrics[?status=]: the review queue of visitors' lyrics and reports. */
export const showLyricsQueue =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const { status } = validate(statusQuery, { status: req.query.status });
    const [items, counts] = await Promise.all([
      paginate(knex, queueRows(knex, status), pageRequest(req), 20, presentItem),
      knex('lyrics_submissions as s').join('songs', 'songs.id', 's.song_id').whereNull('songs.deleted_at').groupBy('s.status').select<{ status: Status; count: string | number }[]>('s.status', knex.raw('count(*) as count')),
    ]);
    await res.inertia.render('backstage/lyrics/index', {
      title: translatorOf(req).t('backstage.dashboard.lyrics'),
      status,
      items,
      counts: Object.fromEntries(STATUSES.map((key) => [key, Number(counts.find((row) => row.status === key)?.count ?? 0)])),
    });
  };

interface PendingRow {
  id: number;
  kind: 'lyrics' | 'report';
  status: Status;
  song_id: number;
  lyrics: string | null;
  song_name: string;
}

/** The submission, locked, still waiting for a decision: deciding twice is refused with what happened. */
async function lockPending(trx: Knex.Transaction, id: number): Promise<PendingRow> {
  const row = await trx('lyrics_submissions as s').join('songs', 'songs.id', 's.song_id').whereNull('songs.deleted_at').where('s.id', id).forUpdate('s').first<PendingRow | undefined>('s.id', 's.kind', 's.status', 's.song_id', 's.lyrics', 'songs.name as song_name');
  if (!row) throw new NotFound(NOT_FOUND);
  if (row.status !== 'pending') throw new ValidationError({ status: [`This ${row.kind === 'report' ? 'report' : 'submission'} was already ${row.status}.`] });
  return row;
}

export const approveInput = z.object({
  // Staff may correct the text before approving ("edit then approve"); without it, the text as sent.
  lyrics: z
    .string('The lyrics must be text.')
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, 'The lyrics cannot be empty.').max(20_000, 'Lyrics may not be longer than 20000 characters.'))
    .optional(),
  title: z.string('The title must be text.').trim().max(200, 'The title may not be longer than 200 characters.').optional().default(''),
  language: z.enum(['somali', 'english', 'arabic'], 'Choose Somali, English or Arabic.').optional().default('somali'),
  make_default: z.union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on'])], { error: 'make_default is yes or no.' }).optional().transform((value) => value === true || value === '1' || value === 'true' || value === 'on'),
  note: z.string('The note must be text.').trim().max(500, 'The note may not be longer than 500 characters.').optional(),
});

/**
 * POST /api/backstage/lyrics/{id}/approve: a submission becomes a lyrics version of its song,
 * verified by this admin now (the default one when asked, or when the song had none); a report is
 * marked resolved. The song's version moves on, so a song form opened before cannot drop the new
 * lyrics; search is reindexed; the history keeps the lyrics before and after.
 */
export const approveSubmission =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    const input = validateForm(approveInput, req.body ?? {});
    const userId = req.user!.id;
    const result = await catalogueWrite(knex, async (trx) => {
      const row = await lockPending(trx, id);
      const decided = { status: 'approved', reviewed_by: userId, reviewed_at: trx.fn.now(), review_note: input.note || null, updated_at: trx.fn.now() };
      if (row.kind === 'report') {
        await trx('lyrics_submissions').where('id', id).update(decided);
        return { message: `The report on ${row.song_name} is resolved.`, verseId: null };
      }
      const text = input.lyrics ?? row.lyrics!;
      await keepLyricsBefore(trx, row.song_id);
      const current = await trx('verses').where({ song_id: row.song_id, is_default: true }).first<{ non_synced_lyrics: string } | undefined>('non_synced_lyrics');
      const makeDefault = input.make_default || !current;
      if (makeDefault) await trx('verses').where('song_id', row.song_id).update({ is_default: false });
      const last = await trx('verses').where('song_id', row.song_id).max<{ position: number | null }[]>('position as position');
      const position = last[0]?.position ?? 0;
      const [verse] = await trx('verses')
        .insert({ song_id: row.song_id, title: input.title || null, language: input.language, non_synced_lyrics: text, is_default: makeDefault, position: position + 1, verified_at: trx.fn.now(), verified_by: userId })
        .returning<{ id: number }[]>('id');
      await trx('lyrics_submissions').where('id', id).update({ ...decided, verse_id: verse!.id });
      await trx('songs').where('id', row.song_id).update(nextVersion(trx));
      await keepLyricsAfter(trx, row.song_id, userId, `Approved submission #${id}`);
      const changes: Changes = makeDefault ? { lyrics: [current?.non_synced_lyrics ?? null, text] } : { [`lyrics version (${input.title || input.language})`]: [null, text] };
      await recordActivity(trx, { userId, entityType: SONG_ENTITY, entityId: row.song_id, entityLabel: row.song_name, action: 'updated', changes: { ...changes, submission: [null, `#${id} approved${input.lyrics !== undefined && input.lyrics !== row.lyrics ? ' with corrections' : ''}`] } });
      await reindexSongs(trx, [row.song_id]);
      return { message: `The lyrics of ${row.song_name} are published${makeDefault ? ' as its default version' : ''}.`, verseId: verse!.id };
    });
    res.json({ message: result.message, data: { id, status: 'approved', verse_id: result.verseId } });
  };

export const rejectInput = z.object({
  reason: z.string('Say why, for the record.').trim().min(1, 'Say why, for the record.').max(500, 'The reason may not be longer than 500 characters.'),
});

/** POST /api/backstage/lyrics/{id}/reject {reason}: a submission turned down, or a report dismissed, with why. */
export const rejectSubmission =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    const { reason } = validateForm(rejectInput, req.body ?? {});
    const row = await knex.transaction(async (trx) => {
      const pending = await lockPending(trx, id);
      await trx('lyrics_submissions').where('id', id).update({ status: 'rejected', reviewed_by: req.user!.id, reviewed_at: trx.fn.now(), review_note: reason, updated_at: trx.fn.now() });
      return pending;
    });
    res.json({ message: row.kind === 'report' ? `The report on ${row.song_name} is dismissed.` : `The submission for ${row.song_name} is rejected.`, data: { id, status: 'rejected' } });
  };
