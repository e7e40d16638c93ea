import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { AppContext } from '../app-context';
import { pageRequest } from '../db/paginate';
import { listPage, type OrderKey } from './list-page';
import { NotFound, ValidationError } from '../http/errors';
import { idParam } from '../http/params';
import { retryDeadJob, type Job, type JobState } from '../jobs/job-queue';
import { answerWrite } from './write-answer';
import { translatorOf } from '../i18n/i18n.props';

export const JOBS_PATH = '/backstage/jobs';
const PER_PAGE = 30;
/** Done jobs are listed for a day: enough to see that today's imports went through. */
const DONE_WINDOW = `interval '24 hours'`;
const TABS = ['waiting', 'running', 'dead', 'done'] as const satisfies readonly JobState[];
type Tab = (typeof TABS)[number];

/** How many jobs wait, run, failed for good, and finished in the last day (the dashboard shows these too). */
export async function jobCounts(knex: Knex): Promise<Record<Tab, number>> {
  // One count per tab, each over its own index (no scan of the whole table, mostly finished jobs).
  const { rows } = await knex.raw<{ rows: Record<Tab, number>[] }>(
    `select (select count(*) from jobs where state = 'waiting')::int as waiting,
            (select count(*) from jobs where state = 'running')::int as running,
            (select count(*) from jobs where state = 'dead')::int as dead,
            (select count(*) from jobs where state = 'done' and finished_at > now() - ${DONE_WINDOW})::int as done`,
  );
  return rows[0]!;
}

const presentJob = (job: Job) => ({
  id: Number(job.id),
  kind: job.kind,
  payload: job.payload,
  state: job.state,
  attempts: job.attempts,
  max_attempts: job.max_attempts,
  last_error: job.last_error,
  run_at: new Date(job.run_at).toISOString(),
  updated_at: new Date(job.updated_at).toISOString(),
  finished_at: job.finished_at ? new Date(job.finished_at).toISOString() : null,
  locked_by: job.locked_by,
});
export type QueuedJob = ReturnType<typeof presentJob>;

/** GET /backstage/jobs?state=: one tab of the queue; failed ones (dead) first when any exist. */
export const showJobQueue =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const counts = await jobCounts(knex);
    const asked = TABS.find((tab) => tab === req.query.state);
    const state: Tab = asked ?? (counts.dead > 0 ? 'dead' : 'waiting');
    const rows = knex('jobs').where('state', state);
    // Waiting: in the order they will run. The others: the latest first. Each order has its index (migration 20261203000001).
    if (state === 'done') rows.whereRaw(`finished_at > now() - ${DONE_WINDOW}`);
    const order: OrderKey[] =
      state === 'done' ? [{ column: 'jobs.finished_at', order: 'desc' }, { column: 'jobs.id', order: 'desc' }]
      : state === 'waiting' ? [{ column: 'jobs.run_at', order: 'asc' }, { column: 'jobs.id', order: 'asc' }]
      : [{ column: 'jobs.updated_at', order: 'desc' }, { column: 'jobs.id', order: 'desc' }];
    // The tab's count just read is the list's total (the done tab's is 86,000 index entries at 100,000 jobs a day).
    const jobs = await listPage(knex, { rows, order, idColumn: 'jobs.id', total: counts[state] }, pageRequest(req), PER_PAGE, (row: Job) => presentJob({ ...row, payload: parsed(row.payload) }));
    await res.inertia.render('backstage/jobs', { title: translatorOf(req).t('backstage.dashboard.jobs'), state, counts, jobs });
  };

/** POST /backstage/jobs/:id/retry: a dead job gets a fresh set of attempts, now. */
export const retryJobAction =
  ({ db: { knex } }: AppContext): RequestHandler =>
  async (req, res) => {
    const id = idParam(req.params.id, 'Job not found.');
    const job = await knex('jobs').where('id', id).first<Job | undefined>();
    if (!job) throw new NotFound('Job not found.');
    if (!(await retryDeadJob(knex, id))) throw new ValidationError({ retry: [`Only a failed job can be retried; this one is ${job.state}.`] });
    answerWrite(req, res, { status: 200, location: `${JOBS_PATH}?state=waiting`, message: `Job ${id} will run again.`, data: { id, state: 'waiting' } });
  };

const parsed = (payload: unknown) => (typeof payload === 'string' ? (JSON.parse(payload) as Record<string, unknown>) : (payload as Record<string, unknown>));