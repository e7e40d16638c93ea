import { z } from 'zod';
import type { ApiOperation } from '../../http/openapi/api-operation';
import { presents } from '../../http/openapi/presents';
import { idPath, messageWith } from '../../http/openapi/shapes';
import type { reportLyrics, submitLyrics } from './lyrics.service';
import { lyricsReportSchema, lyricsSubmissionSchema } from './lyrics.schema';
import { approveInput, rejectInput } from './lyrics.backstage';

export const submission = presents<Awaited<ReturnType<typeof submitLyrics>>>()(
  z.object({ id: z.number().int(), song_id: z.number().int(), submitter_name: z.string().nullable(), status: z.enum(['pending', 'approved', 'rejected']), created_at: z.string() }),
);
export const report = presents<Awaited<ReturnType<typeof reportLyrics>>>()(z.object({ id: z.number().int(), song_id: z.number().int(), status: z.enum(['pending', 'approved', 'rejected']), created_at: z.string() }));

const songParams = z.object({ id: idPath('The song\'s id.') });
const entryParams = z.object({ id: idPath('The submission\'s or report\'s id.') });

export const lyricsOperations: readonly ApiOperation[] = [
  {
    method: 'post',
    path: '/api/song/:id/lyrics',
    tag: 'Lyrics',
    summary: 'Sends lyrics for a song, for staff to review.',
    access: 'public',
    params: songParams,
    body: lyricsSubmissionSchema,
    responses: { 201: { description: 'Received.', schema: messageWith(submission) } },
  },
  {
    method: 'post',
    path: '/api/song/:id/lyrics-report',
    tag: 'Lyrics',
    summary: 'Reports a problem with a song\'s lyrics.',
    access: 'public',
    params: songParams,
    body: lyricsReportSchema,
    responses: { 201: { description: 'Received.', schema: messageWith(report) } },
  },
  {
    method: 'post',
    path: '/api/backstage/lyrics/:id/approve',
    tag: 'Backstage: lyrics',
    summary: 'Publishes submitted lyrics (or resolves a report).',
    access: 'admin',
    params: entryParams,
    body: approveInput,
    errors: [409],
    responses: { 200: { description: 'Approved.', schema: messageWith(z.object({ id: z.number().int(), status: z.literal('approved'), verse_id: z.number().int().nullable() })) } },
  },
  {
    method: 'post',
    path: '/api/backstage/lyrics/:id/reject',
    tag: 'Backstage: lyrics',
    summary: 'Rejects a submission (or dismisses a report).',
    access: 'admin',
    params: entryParams,
    body: rejectInput,
    errors: [409],
    responses: { 200: { description: 'Rejected.', schema: messageWith(z.object({ id: z.number().int(), status: z.literal('rejected') })) } },
  },
];
