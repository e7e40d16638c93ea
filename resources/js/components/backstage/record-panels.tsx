import type { ReactNode } from 'react';
import { Link, router, usePage } from '@inertiajs/react';
import type { Activity } from '../../../../server/backstage/activity-log';
import { ActivityList } from './activity-list';
import { useT } from '../../i18n/i18n-context';
import { nounWords, type BackstageNoun } from './nouns';
import { AlertLine } from './alert-line';

/**
 * The parts every edit screen shares: the banner of a record in the trash (with Restore), the
 * record's history, the trash panel, and the edit-conflict message of a form (with Reload).
 */
export function TrashedBanner({ url, noun }: { url: string; noun: BackstageNoun }) {
  const t = useT();
  return (
    <div role="status" className="mb-5 flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-semibold">{t('backstage.record.trashedBanner', { noun: nounWords(t, noun).one })}</p>
      <button type="button" onClick={() => router.post(`${url}/restore`, {}, { preserveScroll: true })} className="ml-auto rounded-full bg-red-700 px-4 py-1.5 font-semibold text-white hover:bg-red-800">
        {t('backstage.record.restore')}
      </button>
    </div>
  );
}

export function HistoryPanel({ entries }: { entries: Activity[] }) {
  const t = useT();
  return (
    <section aria-labelledby="history" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="history" className="text-base font-bold text-stone-900">
        {t('backstage.record.history')}
      </h2>
      <ActivityList entries={entries} empty={t('backstage.record.noHistory')} />
    </section>
  );
}

/** Move to trash (a DELETE of the record), with the server's refusal under it, and the link to the trash list. */
export function TrashPanel({ url, noun, listPath, trashed }: { url: string; noun: BackstageNoun; listPath: string; trashed: boolean }) {
  const t = useT();
  const error = (usePage().props.errors as Record<string, string | undefined>).trash;
  return (
    <>
      {!trashed && (
        <section aria-labelledby="trash" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <h2 id="trash" className="text-base font-bold text-stone-900">
            {t('backstage.record.trash')}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t('backstage.record.trashHint', { noun: nounWords(t, noun).one })}</p>
          <AlertLine message={error} />
          <button type="button" onClick={() => router.delete(url, { preserveScroll: true })} className="mt-3 rounded-full border border-red-300 px-4 py-1.5 font-semibold text-red-700 hover:bg-red-50">
            {t('backstage.record.moveToTrash')}
          </button>
        </section>
      )}
      <Link href={`${listPath}?trashed=only`} className="block text-sm font-semibold text-stone-500 hover:text-stone-800">
        {t('backstage.record.inTrash')}
      </Link>
    </>
  );
}

/** A form's edit-conflict message (the server's `version` error) with a Reload that drops the stale form. */
export function ConflictBanner({ message, onReload }: { message?: string; onReload?: () => void }) {
  const t = useT();
  if (!message) return null;
  return (
    <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
      <p className="font-semibold">{message}</p>
      {onReload && (
        <button type="button" onClick={onReload} className="mt-2 font-semibold underline underline-offset-2 hover:text-amber-700">
          {t('backstage.record.reload')}
        </button>
      )}
    </div>
  );
}

/** The edit screen's frame: the form beside its side panels, the trash banner above when trashed. */
export function EditLayout({ trashed, banner, form, aside }: { trashed: boolean; banner: ReactNode; form: ReactNode; aside: ReactNode }) {
  return (
    <>
      {trashed && banner}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">{form}</div>
        <aside className="space-y-6">{aside}</aside>
      </div>
    </>
  );
}
