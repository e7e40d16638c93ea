import { Head, Link, router } from '@inertiajs/react';
import type { Activity } from '../../../../../server/backstage/activity-log';
import type { BackstageEpisode } from '../../../../../server/features/podcasts/episodes.backstage';
import { FormErrorSummary } from '../../../components/backstage/form-error-summary';
import { BackstageHeading, Field, FormActions, inputClass } from '../../../components/backstage/form-parts';
import { ConflictBanner, EditLayout, HistoryPanel } from '../../../components/backstage/record-panels';
import { useRecordForm } from '../../../components/backstage/use-record-form';
import { useT } from '../../../i18n/i18n-context';

const fieldsOf = (episode: BackstageEpisode) => ({ title: episode.title, description: episode.description ?? '' });

/** /backstage/episodes/{id}/edit: an episode's title and show notes, hide or show it, its history. */
export default function EditEpisode({ title, episode, history }: { title: string; episode: BackstageEpisode; history: Activity[] }) {
  const t = useT();
  const url = `/backstage/episodes/${episode.id}`;
  const back = `/backstage/podcasts/${episode.podcast.id}/edit`;
  const { form, onSubmit, reload, errors } = useRecordForm({ initial: fieldsOf(episode), submit: { method: 'put', url, version: episode.version }, reloadUrl: `${url}/edit`, savedProp: 'episode', fieldsOf, payload: (data) => ({ ...data }) });
  return (
    <>
      <Head title={title} />
      <BackstageHeading title={episode.title}>
        <Link href={back} className="rounded-full px-4 py-2 font-semibold text-teal-700 hover:bg-teal-50">
          {episode.podcast.title}
        </Link>
      </BackstageHeading>
      <EditLayout
        trashed={false}
        banner={null}
        form={
          <form onSubmit={onSubmit} noValidate className="space-y-5">
            <ConflictBanner message={errors.version} onReload={reload} />
            <FormErrorSummary errors={errors} lead={t('backstage.form.errors')} layout="line" />
            {episode.hidden && <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('backstage.episode.hiddenNote')}</p>}
            <Field id="episode-title" label={t('backstage.field.title')} error={errors.title}>
              <input type="text" id="episode-title" value={form.data.title} onChange={(event) => form.setData('title', event.target.value)} aria-invalid={errors.title ? true : undefined} maxLength={300} className={inputClass} />
            </Field>
            <Field id="episode-description" label={t('backstage.episodes.notes')} hint={t('backstage.episode.notesHint')} error={errors.description}>
              <textarea id="episode-description" value={form.data.description} onChange={(event) => form.setData('description', event.target.value)} aria-invalid={errors.description ? true : undefined} rows={10} className={inputClass} />
            </Field>
            <FormActions processing={form.processing} dirty={form.isDirty} saved={form.recentlySuccessful} cancelHref={back} />
          </form>
        }
        aside={
          <>
            <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
              <button type="button" onClick={() => router.post(`${url}/${episode.hidden ? 'show' : 'hide'}`, {}, { preserveScroll: true })} className="rounded-full border border-stone-300 px-4 py-1.5 text-sm font-semibold text-stone-700 hover:bg-stone-100">
                {t(episode.hidden ? 'backstage.episode.show' : 'backstage.episode.hide')}
              </button>
            </section>
            <HistoryPanel entries={history} />
          </>
        }
      />
    </>
  );
}
