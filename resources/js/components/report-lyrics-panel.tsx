import { useId } from 'react';
import { useSentForm } from './use-sent-form';
import { CheckCircleIcon } from './icons';
import { useT } from '../i18n/i18n-context';

/** The server's reasons (server/features/lyrics/lyrics.schema.ts), each labelled by `reportLyrics.reason.<value>`. */
const REASONS = ['wrong_words', 'wrong_song', 'offensive'] as const;

/** "Report a problem with these lyrics": the report joins the staff's lyrics review queue. */
export function ReportLyricsPanel({ songId, id }: { songId: number; id: string }) {
  const t = useT();
  const { form, sent, submit } = useSentForm(`/song/${songId}/lyrics-report`, { reason: '', note: '' });
  const ids = { note: useId(), error: useId() };
  if (sent) {
    return (
      <p id={id} role="status" className="flex items-center gap-2 rounded-2xl bg-emerald-50 p-4 font-semibold text-emerald-800 ring-1 ring-emerald-200">
        <CheckCircleIcon className="size-5" />
        {t('reportLyrics.thanks')}
      </p>
    );
  }
  const error = form.errors.reason ?? form.errors.note;
  return (
    <form id={id} onSubmit={submit} noValidate className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <fieldset aria-describedby={error ? ids.error : undefined}>
        <legend className="text-sm font-semibold text-stone-800">{t('reportLyrics.question')}</legend>
        <div className="mt-2 space-y-1.5">
          {REASONS.map((reason) => (
            <label key={reason} className="flex items-center gap-2 text-stone-800">
              <input type="radio" name="reason" value={reason} checked={form.data.reason === reason} onChange={() => form.setData('reason', reason)} />
              {t(`reportLyrics.reason.${reason}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={ids.note} className="text-sm font-semibold text-stone-800">
          {t('reportLyrics.details')} <span className="font-normal text-stone-500">{t('lyricsForm.optional')}</span>
        </label>
        <textarea id={ids.note} rows={3} maxLength={1000} value={form.data.note} onChange={(event) => form.setData('note', event.target.value)} className="mt-1.5 w-full rounded-xl border border-sand-300 bg-white px-3.5 py-2.5 text-stone-900" />
      </div>
      {error && (
        <p id={ids.error} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={form.processing || !form.data.reason} className="inline-flex h-11 items-center rounded-full bg-teal-700 px-5 font-semibold text-white shadow-sm transition hover:bg-teal-800 disabled:opacity-60">
        {form.processing ? t('lyricsForm.sending') : t('reportLyrics.send')}
      </button>
    </form>
  );
}
