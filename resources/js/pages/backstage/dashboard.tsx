import { Head, Link } from '@inertiajs/react';
import type { Activity } from '../../../../server/backstage/activity-log';
import type { BackstageSection } from '../../../../server/backstage/dashboard';
import { ActivityList } from '../../components/backstage/activity-list';
import { BackstageHeading } from '../../components/backstage/form-parts';
import { FeaturedPanel } from '../../components/backstage/curation/featured-panel';
import { NoAudioPanel } from '../../components/backstage/curation/no-audio-panel';
import { PlaylistConnectionPanel } from '../../components/backstage/curation/playlist-connection-panel';
import { YoutubeImportPanel } from '../../components/backstage/curation/youtube-import-panel';
import { YoutubeUrlsPanel } from '../../components/backstage/curation/youtube-urls-panel';
import { useT, useTranslator } from '../../i18n/i18n-context';

interface DashboardProps {
  title: string;
  sections: BackstageSection[];
  activity: Activity[];
  jobs: { waiting: number; running: number; dead: number; done: number };
  /** Visitors' lyrics and reports waiting for a decision. */
  lyricsPending: number;
}

/** Spec §2 /backstage: every section with its count, the curation panels, and the latest changes. */
export default function Dashboard({ title, sections, activity, jobs, lyricsPending }: DashboardProps) {
  const t = useT();
  const { number } = useTranslator();
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={t('menu.backstage')} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {sections.map((section) => (
          <li key={section.key}>
            <Link href={section.href} className="block h-full rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition hover:border-teal-600 hover:shadow">
              <span className="text-sm font-semibold text-stone-600">{t(section.label)}</span>
              <span className="mt-1 block text-3xl font-extrabold tracking-tight text-stone-900 tabular-nums">{number(section.count)}</span>
              <span className="mt-2 block text-xs font-semibold text-teal-700">{t('backstage.dashboard.manage')}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href="/backstage/jobs"
        className={`mt-6 flex flex-wrap items-center gap-x-6 gap-y-1 rounded-2xl border bg-white px-5 py-4 shadow-sm transition hover:border-teal-600 ${jobs.dead ? 'border-red-300' : 'border-stone-200'}`}
      >
        <span className="font-bold text-stone-900">{t('backstage.dashboard.jobs')}</span>
        <span className="text-sm text-stone-600">{t('backstage.dashboard.waiting', { count: jobs.waiting })}</span>
        <span className="text-sm text-stone-600">{t('backstage.dashboard.running', { count: jobs.running })}</span>
        <span className={`text-sm ${jobs.dead ? 'font-semibold text-red-700' : 'text-stone-600'}`}>{t('backstage.dashboard.failed', { count: jobs.dead })}</span>
        <span className="text-sm text-stone-600">{t('backstage.dashboard.doneToday', { count: jobs.done })}</span>
        <span className="ml-auto text-xs font-semibold text-teal-700">{t('backstage.dashboard.openQueue')}</span>
      </Link>
      <Link
        href="/backstage/lyrics"
        className={`mt-3 flex flex-wrap items-center gap-x-6 gap-y-1 rounded-2xl border bg-white px-5 py-4 shadow-sm transition hover:border-teal-600 ${lyricsPending ? 'border-amber-300' : 'border-stone-200'}`}
      >
        <span className="font-bold text-stone-900">{t('backstage.dashboard.lyrics')}</span>
        <span className={`text-sm ${lyricsPending ? 'font-semibold text-amber-800' : 'text-stone-600'}`}>
          {t('backstage.dashboard.waiting', { count: lyricsPending })}
        </span>
        <span className="ml-auto text-xs font-semibold text-teal-700">{t('backstage.dashboard.openQueue')}</span>
      </Link>
      <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
        <FeaturedPanel />
        <NoAudioPanel />
        <PlaylistConnectionPanel />
        <YoutubeUrlsPanel />
        <YoutubeImportPanel />
      </div>
      <section aria-labelledby="latest-changes" className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 id="latest-changes" className="text-lg font-bold text-stone-900">
          {t('backstage.dashboard.latest')}
        </h2>
        <ActivityList entries={activity} showEntity empty={t('backstage.dashboard.nothingYet')} />
      </section>
    </>
  );
}
