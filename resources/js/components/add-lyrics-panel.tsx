import { useId } from 'react';
import { useSentForm } from './use-sent-form';
import { CheckCircleIcon } from './icons';
import { useT } from '../i18n/i18n-context';

/** The server's limits (server/features/lyrics/lyrics.schema.ts), repeated as input hints. */
const LYRICS_MIN = 20;
const LYRICS_MAX = 20_000;
const NAME_MAX = 200;

const field =
  'mt-1.5 w-full rounded-xl border border-sand-300 bg-white px-3.5 py-2.5 text-stone-900 shadow-inner shadow-sand-100 outline-none transition focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20 aria-invalid:border-red-500';

/**
 * A visitor sends lyrics for the song. They go to staff as a pending submission and appear on the
 * page only once reviewed; the server's field errors come back through the form.
 */
export function AddLyricsPanel({ songId, id }: { songId: number; id: string }) {
  const t = useT();
  const { form, sent, setSent, submit } = useSentForm(`/song/${songId}/lyrics`, { lyrics: '', submitter_name: '' });
  const ids = { lyrics: useId(), name: useId(), lyricsError: useId(), nameError: useId() };

  if (sent) {
    return (
      <div id={id} role="status" className="rounded-2xl bg-emerald-50 p-5 ring-1 ring-emerald-200">
        <p className="flex items-center gap-2 font-semibold text-emerald-800">
          <CheckCircleIcon className="size-5" />
          {t('addLyrics.thanks')}
        </p>
        <button type="button" onClick={() => setSent(false)} className="mt-3 text-sm font-semibold text-emerald-800 underline underline-offset-4">
          {t('addLyrics.another')}
        </button>
      </div>
    );
  }

  return (
    <form id={id} onSubmit={submit} noValidate className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
      <p className="text-sm text-stone-600">{t('addLyrics.intro')}</p>
      <div>
        <label htmlFor={ids.lyrics} className="text-sm font-semibold text-stone-800">
          {t('addLyrics.lyrics')}
        </label>
        <textarea
          id={ids.lyrics}
          name="lyrics"
          rows={10}
          required
          minLength={LYRICS_MIN}
          maxLength={LYRICS_MAX}
          value={form.data.lyrics}
          onChange={(event) => form.setData('lyrics', event.target.value)}
          aria-invalid={Boolean(form.errors.lyrics)}
          aria-describedby={form.errors.lyrics ? ids.lyricsError : undefined}
          className={`${field} font-[inherit] leading-relaxed`}
        />
        {form.errors.lyrics && (
          <p id={ids.lyricsError} className="mt-1.5 text-sm text-red-700">
            {form.errors.lyrics}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={ids.name} className="text-sm font-semibold text-stone-800">
          {t('addLyrics.name')} <span className="font-normal text-stone-500">{t('lyricsForm.optional')}</span>
        </label>
        <input
          type="text"
          id={ids.name}
          name="submitter_name"
          maxLength={NAME_MAX}
          autoComplete="name"
          value={form.data.submitter_name}
          onChange={(event) => form.setData('submitter_name', event.target.value)}
          aria-invalid={Boolean(form.errors.submitter_name)}
          aria-describedby={form.errors.submitter_name ? ids.nameError : undefined}
          className={field}
        />
        {form.errors.submitter_name && (
          <p id={ids.nameError} className="mt-1.5 text-sm text-red-700">
            {form.errors.submitter_name}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={form.processing}
        className="inline-flex h-11 items-center rounded-full bg-teal-700 px-5 font-semibold text-white shadow-sm transition hover:bg-teal-800 disabled:opacity-60"
      >
        {form.processing ? t('lyricsForm.sending') : t('addLyrics.send')}
      </button>
    </form>
  );
}
