import { router } from '@inertiajs/react';
import { useState } from 'react';
import type { LyricsQueueItem } from '../../../../../server/features/lyrics/lyrics.backstage';
import { notify } from '../../../lib/notifications';
import { callJson } from '../curation/call-json';
import { primaryButton, secondaryButton } from '../curation/panel';
import { inputClass } from '../form-parts';
import { LyricsDiff } from './lyrics-diff';
import { AlertLine } from '../alert-line';
import { useTranslator } from '../../../i18n/i18n-context';
import { formatWhen } from '@common/format';
import type { Translate } from '@common/i18n/translator';
import type { MessageId } from '@common/i18n/catalogue/en';

const REASONS: Partial<Record<string, MessageId>> = { wrong_words: 'backstage.review.wrongWords', wrong_song: 'backstage.review.wrongSong', offensive: 'backstage.review.offensive' };
const when = (iso: string | null, t: Translate) => (iso ? `${formatWhen(iso, t, true)} UTC` : '');

/** The languages a reviewer can file new lyrics under. */
const LANGUAGES = [
  ['somali', 'lyrics.lang.somali'],
  ['english', 'lyrics.lang.english'],
  ['arabic', 'lyrics.lang.arabic'],
] as const;

/**
 * One item of the review queue: a submission with its diff against the lyrics on the page (approve,
 * edit then approve, reject with a reason), or a report with its reason and note (resolve, dismiss).
 */
export function ReviewCard({ item }: { item: LyricsQueueItem }) {
  const { t } = useTranslator();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(item.lyrics ?? '');
  const [language, setLanguage] = useState(item.current?.language ?? 'somali');
  const [makeDefault, setMakeDefault] = useState(true);
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const pending = item.status === 'pending';
  const isReport = item.kind === 'report';
  const reasonKey = REASONS[item.report_reason ?? ''];

  const decide = async (action: 'approve' | 'reject', body: Record<string, unknown>) => {
    setBusy(true);
    const { ok, body: answer } = await callJson<{ message?: string }>('POST', `/api/backstage/lyrics/${item.id}/${action}`, body);
    setBusy(false);
    if (!ok) return setProblem(answer.message ?? t('backstage.review.failed'));
    notify({ type: 'success', message: answer.message ?? t('backstage.review.done') });
    router.reload({ only: ['items', 'counts'] });
  };

  return (
    <article aria-labelledby={`review-${item.id}`} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={`review-${item.id}`} className="text-lg font-bold text-stone-900">
          <a href={`/song/${item.song.id}`} target="_blank" rel="noreferrer" className="hover:underline">
            {item.song.name}
          </a>
        </h2>
        <span className="text-sm text-stone-600">{item.song.artist}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${isReport ? 'bg-amber-100 text-amber-900' : 'bg-teal-50 text-teal-800'}`}>{isReport ? t('backstage.review.report', { reason: reasonKey ? t(reasonKey) : (item.report_reason ?? '') }) : t('backstage.review.sentIn')}</span>
        <span className="ml-auto text-xs text-stone-500">
          {item.submitter ? `${item.submitter} · ` : ''}
          {when(item.created_at, t)}
        </span>
      </header>
      {!pending && (
        <p className="mt-2 text-sm text-stone-600">
          {t(item.status === 'approved' ? 'backstage.review.approvedBy' : 'backstage.review.rejectedBy', { who: item.reviewer ?? t('backstage.review.staff'), when: when(item.reviewed_at, t) })}
          {item.review_note ? `: ${item.review_note}` : ''}
        </p>
      )}
      {isReport ? (
        <div className="mt-3 space-y-2">
          {item.note && <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm whitespace-pre-line text-amber-950">{item.note}</p>}
          {item.current ? <p className="max-h-48 overflow-y-auto rounded-xl border border-stone-200 bg-stone-50 px-3 py-2 text-sm whitespace-pre-line text-stone-700">{item.current.lyrics}</p> : <p className="text-sm text-stone-500">{t('backstage.review.noLyricsNow')}</p>}
        </div>
      ) : editing ? (
        <div className="mt-3">
          <label htmlFor={`review-text-${item.id}`} className="block text-sm font-semibold text-stone-800">
            {t('backstage.review.toPublish')}
          </label>
          <textarea id={`review-text-${item.id}`} value={text} onChange={(event) => setText(event.target.value)} rows={12} dir={language === 'arabic' ? 'rtl' : undefined} className={`${inputClass} font-mono text-sm`} />
        </div>
      ) : (
        <div className="mt-3">
          <p className="mb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">{t(item.current ? 'backstage.review.changes' : 'backstage.review.newLyrics')}</p>
          <LyricsDiff current={item.current?.lyrics ?? ''} proposed={text} rtl={language === 'arabic'} />
        </div>
      )}
      <AlertLine message={problem} />
      {pending && (
        <footer className="mt-4 space-y-3">
          {!isReport && (
            <div className="flex flex-wrap items-center gap-4 text-sm text-stone-800">
              <label className="flex items-center gap-2">
                {t('backstage.review.language')}
                <select value={language} onChange={(event) => setLanguage(event.target.value)} className="rounded-lg border border-stone-300 px-2 py-1">
                  {LANGUAGES.map(([value, label]) => (
                    <option key={value} value={value}>
                      {t(label)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} /> {t('backstage.review.showFirst')}
              </label>
            </div>
          )}
          {rejecting ? (
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1">
                <label htmlFor={`review-reason-${item.id}`} className="block text-sm font-semibold text-stone-800">
                  {t(isReport ? 'backstage.review.whyDismiss' : 'backstage.review.whyReject')}
                </label>
                <input type="text" id={`review-reason-${item.id}`} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} className={inputClass} />
              </div>
              <button type="button" disabled={busy || !reason.trim()} onClick={() => void decide('reject', { reason })} className={secondaryButton}>
                {t(isReport ? 'backstage.review.dismiss' : 'backstage.review.reject')}
              </button>
              <button type="button" onClick={() => setRejecting(false)} className="px-2 py-2.5 text-sm font-semibold text-stone-600 hover:underline">
                {t('backstage.cancel')}
              </button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              {isReport ? (
                <>
                  <a href={`/backstage/songs/${item.song.id}/edit`} className={secondaryButton}>
                    {t('backstage.review.fix')}
                  </a>
                  <button type="button" disabled={busy} onClick={() => void decide('approve', { note: 'Resolved' })} className={primaryButton}>
                    {t('backstage.review.resolve')}
                  </button>
                </>
              ) : (
                <>
                  <button type="button" disabled={busy || !text.trim()} onClick={() => void decide('approve', { lyrics: text, language, make_default: makeDefault })} className={primaryButton}>
                    {t(editing ? 'backstage.review.approveEdited' : 'backstage.review.approve')}
                  </button>
                  {!editing && (
                    <button type="button" onClick={() => setEditing(true)} className={secondaryButton}>
                      {t('backstage.review.editApprove')}
                    </button>
                  )}
                </>
              )}
              <button type="button" onClick={() => setRejecting(true)} className={secondaryButton}>
                {t(isReport ? 'backstage.review.dismiss' : 'backstage.review.reject')}
              </button>
            </div>
          )}
        </footer>
      )}
    </article>
  );
}
