import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { recordActivity, type Changes } from '../../backstage/activity-log';
import { paginate, pageRequest } from '../../db/paginate';
import { NotFound, ValidationError } from '../../http/errors';
import { idParam } from '../../http/params';
import { validate } from '../../http/validate';
import { validateForm } from '../../backstage/form-input';
import { translatorOf } from '../../i18n/i18n.props';
import { detectLanguage } from './detect-language';
import { approveExplanationInput, rejectExplanationInput } from './explanations.schema';
import { EXPLANATION_TABS, lockExplanation, openReports, queueExplanations, tabCounts, type QueueExplanationRow } from './explanations.backstage.queries';

export const EXPLANATIONS_TAB = '/backstage/lyrics/explanations';
const NOT_FOUND = 'That explanation does not exist.';
/** The activity log's name for an explanation (its entries open on the song's name). */
const ENTITY = 'explanation';

const presentQueueItem = (row: QueueExplanationRow, reports: { reason: string; note: string | null }[]) => ({
  id: row.id,
  song: { id: row.song_id, name: row.song_name, artist: row.artist_name },
  from_line: row.from_line,
  to_line: row.to_line,
  quote: row.quote,
  body: row.body,
  language: row.language,
  author: { id: row.user_id, name: row.author_name, trusted: Boolean(row.trusted_explainer) },
  status: row.status,
  reject_reason: row.reject_reason,
  needs_review: row.needs_review,
  reports: row.reports,
  open_reports: reports,
  votes: row.votes,
  created_at: row.created_at.toISOString(),
});
export type ExplanationQueueItem = ReturnType<typeof presentQueueItem>;

const tabQuery = z.object({ status: z.enum(EXPLANATION_TABS, 'Show pending, flagged, published or rejected.').optional().default('pending') });

/** GET /backstage/lyrics/explanations[?status=]: the lyrics queue's Explanations tab. */
export const showExplanationsQueue =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const { status } = validate(tabQuery, { status: req.query.status });
    const [page, counts] = await Promise.all([paginate(knex, queueExplanations(knex, status), pageRequest(req), 20, (row: QueueExplanationRow) => row), tabCounts(knex)]);
    const reports = await openReports(knex, page.data.map((row) => row.id));
    await res.inertia.render('backstage/lyrics/explanations', {
      title: translatorOf(req).t('backstage.explanations.tab'),
      status,
      counts,
      items: { ...page, data: page.data.map((row) => presentQueueItem(row, reports.get(row.id) ?? [])) },
    });
  };

type Locked = NonNullable<Awaited<ReturnType<typeof lockExplanation>>>;

/**
 * One staff decision on an explanation: locked, changed, and logged in one transaction (the public
 * content announcement follows the backstage write, server/app.ts). Answers the row's new state.
 */
async function decide(knex: Knex, id: number, userId: number, work: (trx: Knex.Transaction, row: Locked) => Promise<{ update: Record<string, unknown>; changes: Changes; message: string }>) {
  return knex.transaction(async (trx) => {
    const row = await lockExplanation(trx, id);
    if (!row) throw new NotFound(NOT_FOUND);
    const { update, changes, message } = await work(trx, row);
    const [after] = await trx('lyric_explanations')
      .where('id', id)
      .update({ ...update, updated_at: trx.fn.now() })
      .returning<{ id: number; status: 'pending' | 'published' | 'rejected'; needs_review: boolean; reports: number }[]>(['id', 'status', 'needs_review', 'reports']);
    await recordActivity(trx, { userId, entityType: ENTITY, entityId: id, entityLabel: row.song_name, action: 'updated', changes });
    return { message, data: after! };
  });
}

/** POST /api/backstage/explanations/{id}/approve [{body}]: a waiting explanation published, corrected first if staff edited it. */
export const approveExplanation =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    const input = validateForm(approveExplanationInput, req.body ?? {});
    const userId = req.user!.id;
    res.json(
      await decide(knex, id, userId, async (_trx, row) => {
        if (row.status !== 'pending') throw new ValidationError({ status: [`This explanation was already ${row.status}.`] });
        const edited = input.body !== undefined && input.body !== row.body;
        const body = edited ? { body: input.body, language: detectLanguage(input.body!) } : {};
        return {
          update: { ...body, status: 'published', reviewed_by: userId, reviewed_at: knex.fn.now(), reject_reason: null },
          changes: { status: ['pending', 'published'], ...(edited ? { body: [row.body, input.body] } : {}) },
          message: `The explanation on ${row.song_name} is published${edited ? ' with corrections' : ''}.`,
        };
      }),
    );
  };

/** POST /api/backstage/explanations/{id}/reject {reason}: turned down (a published one taken down), with why. */
export const rejectExplanation =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    const { reason } = validateForm(rejectExplanationInput, req.body ?? {});
    const userId = req.user!.id;
    res.json(
      await decide(knex, id, userId, async (trx, row) => {
        if (row.status === 'rejected') throw new ValidationError({ status: ['This explanation was already rejected.'] });
        // Rejecting answers its reports too: nothing is left open on something no longer shown.
        await trx('lyric_explanation_reports').where('explanation_id', id).whereNull('resolved_at').update({ resolved_at: trx.fn.now(), resolved_by: userId });
        return {
          update: { status: 'rejected', reject_reason: reason, reviewed_by: userId, reviewed_at: knex.fn.now(), reports: 0, needs_review: false },
          changes: { status: [row.status, 'rejected'], reason: [null, reason] },
          message: `The explanation on ${row.song_name} is rejected.`,
        };
      }),
    );
  };

/** POST /api/backstage/explanations/{id}/dismiss-reports: its open reports closed, the explanation kept as it is. */
export const dismissReports =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    const userId = req.user!.id;
    res.json(
      await decide(knex, id, userId, async (trx, row) => {
        const closed = await trx('lyric_explanation_reports').where('explanation_id', id).whereNull('resolved_at').update({ resolved_at: trx.fn.now(), resolved_by: userId });
        return { update: { reports: 0 }, changes: { reports: [row.reports, 0], dismissed: [null, `${closed} report(s)`] }, message: `The reports on the explanation on ${row.song_name} are dismissed.` };
      }),
    );
  };

/** POST /api/backstage/explanations/{id}/confirm: staff checked where it was re-attached after the lyrics changed. */
export const confirmReattachment =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, NOT_FOUND);
    res.json(
      await decide(knex, id, req.user!.id, async (_trx, row) => ({
        update: { needs_review: false },
        changes: { needs_review: [row.needs_review, false] },
        message: `The place of the explanation on ${row.song_name} is confirmed.`,
      })),
    );
  };

/** PUT|DELETE /api/backstage/explainers/{userId}/trusted: whether a listener's explanations publish without a wait. */
export const setTrustedExplainer =
  ({ db: { knex } }: AppContext, trusted: boolean): RequestHandler =>
  async (req, res) => {
    const userId = idParam(req.params.userId, 'User not found.');
    const message = await knex.transaction(async (trx) => {
      const user = await trx('users').where('id', userId).forUpdate().first<{ name: string; trusted_explainer: boolean } | undefined>('name', 'trusted_explainer');
      if (!user) throw new NotFound('User not found.');
      await trx('users').where('id', userId).update({ trusted_explainer: trusted });
      if (user.trusted_explainer !== trusted) await recordActivity(trx, { userId: req.user!.id, entityType: 'user', entityId: userId, entityLabel: user.name, action: 'updated', changes: { trusted_explainer: [user.trusted_explainer, trusted] } });
      return trusted ? `${user.name}’s explanations now publish at once.` : `${user.name}’s explanations wait for review again.`;
    });
    res.json({ message, data: { user_id: userId, trusted } });
  };
