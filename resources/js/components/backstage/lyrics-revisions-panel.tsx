import { router } from '@inertiajs/react';
import type { LyricsRevision } from '../../../../server/features/songs/lyrics-revisions';
import { notify } from '../../lib/notifications';
import { callJson } from './curation/call-json';
import { useTranslator } from '../../i18n/i18n-context';
import { formatWhen } from '@common/format';


/** The states the song's lyrics have been in, newest first; any earlier one can be restored whole. */
export function LyricsRevisionsPanel({ songId, revisions }: { songId: number; revisions: LyricsRevision[] }) {
  const { t } = useTranslator();
  const restore = async (revision: LyricsRevision) => {
    if (!window.confirm(t('backstage.revisions.confirm', { when: formatWhen(revision.created_at, t, true) }))) return;
    const { ok, body } = await callJson<{ message?: string }>('POST', `/api/backstage/songs/${songId}/lyrics-revisions/${revision.id}/restore`);
    if (!ok) return notify({ type: 'error', title: t('notification.error'), message: body.message ?? t('backstage.revisions.notRestored') });
    notify({ type: 'success', message: body.message ?? t('backstage.revisions.restored') });
    // A fresh page (not preserved state): the form must start from the restored lyrics.
    router.visit(`/backstage/songs/${songId}/edit`, { preserveState: false, preserveScroll: true });
  };
  return (
    <section aria-labelledby="lyrics-revisions" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="lyrics-revisions" className="text-base font-bold text-stone-900">
        {t('backstage.revisions.heading')}
      </h2>
      <ol className="mt-2 divide-y divide-stone-100 text-sm">
        {revisions.map((revision) => (
          <li key={revision.id} className="flex items-start gap-2 py-2">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-stone-900">{revision.reason}</p>
              <p className="truncate text-stone-600">{revision.first_line ?? t('backstage.revisions.noLyrics')}</p>
              <p className="text-xs text-stone-500">
                {revision.by ? `${revision.by} · ` : ''}
                {formatWhen(revision.created_at, t, true)} UTC · {t('backstage.revisions.versions', { count: revision.versions })}
              </p>
            </div>
            {revision.is_current ? (
              <span className="shrink-0 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">{t('backstage.revisions.now')}</span>
            ) : (
              <button type="button" onClick={() => void restore(revision)} className="shrink-0 rounded-full border border-stone-300 px-3 py-1 text-xs font-semibold text-stone-700 hover:bg-stone-100">
                {t('backstage.record.restore')}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
