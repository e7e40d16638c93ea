import { Head, router } from '@inertiajs/react';
import type { Paginated } from '../../types/props';
import type { QueuedJob } from '../../../../server/backstage/job-queue-panel';
import { BackstageHeading } from '../../components/backstage/form-parts';
import { PagedRows, StateTabs } from '../../components/backstage/queue-list';
import { useT, useTranslator } from '../../i18n/i18n-context';
import { formatWhen } from '@common/format';
import type { Translate } from '@common/i18n/translator';
import type { MessageId } from '@common/i18n/catalogue/en';

type Tab = 'waiting' | 'running' | 'dead' | 'done';

interface JobsProps {
  title: string;
  state: Tab;
  counts: Record<Tab, number>;
  jobs: Paginated<QueuedJob>;
}

const TABS: { key: Tab; label: MessageId }[] = [
  { key: 'waiting', label: 'backstage.queue.waiting' },
  { key: 'running', label: 'backstage.jobs.running' },
  { key: 'dead', label: 'backstage.jobs.failed' },
  { key: 'done', label: 'backstage.jobs.doneToday' },
];

const when = (iso: string | null, t: Translate) => (iso ? `${formatWhen(iso, t, true)} UTC` : '');

/** What the job is about, from its payload: "song 12", or the payload as it is. */
function subject(job: QueuedJob): string {
  const entries = Object.entries(job.payload);
  if (entries.length === 0) return '';
  return entries.map(([key, value]) => `${key.replace(/_?id$/, '') || key} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`).join(', ');
}

/** A job: what it is about, its attempts and last error, and Retry once it has failed for good. */
function JobRow({ job }: { job: QueuedJob }) {
  const { t } = useTranslator();
  const retry = () => router.post(`/backstage/jobs/${job.id}/retry`, {}, { preserveScroll: true });
  return (
    <>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">
          {job.kind} <span className="font-normal text-stone-500">#{job.id}</span>
        </p>
        <p className="text-sm text-stone-600">{subject(job)}</p>
        <p className="text-xs text-stone-500">
          {t('backstage.jobs.attempt', { attempts: job.attempts, max: job.max_attempts })} ·{' '}
          {job.state === 'waiting' ? t('backstage.jobs.runs', { when: when(job.run_at, t) }) : job.state === 'done' ? t('backstage.jobs.finished', { when: when(job.finished_at, t) }) : t('backstage.jobs.updated', { when: when(job.updated_at, t) })}
        </p>
        {job.last_error && <p className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-red-50 px-2 py-1 text-sm text-red-800">{job.last_error}</p>}
      </div>
      {job.state === 'dead' && (
        <button type="button" onClick={retry} className="rounded-full bg-stone-900 px-4 py-1.5 text-sm font-semibold text-white hover:bg-stone-700">
          {t('backstage.songs.retry')}
        </button>
      )}
    </>
  );
}

/** The job queue (issue: ingest pipelines): what waits, runs, failed (with its error and a retry), and finished today. */
export default function Jobs({ title, state, counts, jobs }: JobsProps) {
  const t = useT();
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={t('backstage.dashboard.jobs')} />
      <StateTabs label={t('backstage.jobs.states')} tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))} current={state} counts={counts} href={(key) => `/backstage/jobs?state=${key}`} />
      <PagedRows page={jobs} empty={t('backstage.jobs.none')} pagerLabel={t('backstage.jobs.pages')} row={(job) => <JobRow job={job} />} />
    </>
  );
}
