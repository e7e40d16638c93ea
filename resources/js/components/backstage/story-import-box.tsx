import { useState, type FormEvent } from 'react';
import { router } from '@inertiajs/react';
import { callJson } from './curation/call-json';
import { useT } from '../../i18n/i18n-context';

type Outcome = { kind: 'success' | 'error'; text: string; storyId?: number };

/**
 * Spec §2/§8: import a story by the address of the article. On success 'Story Imported.' and the list
 * reloads (the new story is unpublished, at the top); on failure the server's reason in the message
 * area: not an article, too large, too slow, an address that is not on the public internet ...
 */
export function StoryImportBox() {
  const t = useT();
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !url.trim()) return;
    setBusy(true);
    setOutcome(null);
    const answer = await callJson<{ data?: { id: number } }>('POST', '/api/backstage/get-story', { url: url.trim() });
    setBusy(false);
    if (answer.ok) {
      setUrl('');
      setOutcome({ kind: 'success', text: answer.body.message ?? 'Story Imported.', storyId: answer.body.data?.id });
      router.reload();
    } else {
      setOutcome({ kind: 'error', text: answer.body.message ?? 'The story could not be imported.' });
    }
  };
  return (
    <section aria-labelledby="story-import" className="mb-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="story-import" className="text-base font-bold text-stone-900">
        {t('backstage.import.heading')}
      </h2>
      <p className="mt-0.5 text-sm text-stone-600">{t('backstage.import.hint')}</p>
      <form onSubmit={submit} className="mt-3 flex flex-wrap gap-2">
        <label htmlFor="story-import-url" className="sr-only">
          {t('backstage.import.address')}
        </label>
        <input
          id="story-import-url"
          type="url"
          inputMode="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://…"
          maxLength={2000}
          aria-describedby="story-import-message"
          className="h-11 min-w-0 flex-1 basis-64 rounded-full border border-stone-300 bg-white px-4 text-stone-900 outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20"
        />
        <button type="submit" disabled={busy || !url.trim()} className="h-11 rounded-full bg-teal-700 px-5 font-semibold text-white shadow-sm hover:bg-teal-800 disabled:opacity-60">
          {busy ? t('backstage.import.importing') : t('backstage.import.submit')}
        </button>
      </form>
      <div id="story-import-message" role="status" aria-live="polite" className="min-h-0">
        {outcome && (
          <p className={`mt-3 rounded-xl px-4 py-2.5 text-sm font-medium ${outcome.kind === 'success' ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}>
            {outcome.text}
            {outcome.storyId && (
              <a href={`/backstage/story/${outcome.storyId}/edit`} className="ml-2 font-semibold underline underline-offset-2">
                {t('backstage.import.check')}
              </a>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
