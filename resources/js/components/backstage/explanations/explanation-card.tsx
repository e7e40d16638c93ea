import { router } from '@inertiajs/react';
import { useState } from 'react';
import type { ExplanationQueueItem } from '../../../../../server/features/explanations/explanations.backstage';
import { blockDirection } from '@common/block-language';
import { formatWhen } from '@common/format';
import { notify } from '../../../lib/notifications';
import { callJson } from '../curation/call-json';
import { primaryButton, secondaryButton } from '../curation/panel';
import { inputClass } from '../form-parts';
import { AlertLine } from '../alert-line';
import { useTranslator } from '../../../i18n/i18n-context';

/**
 * One explanation in the lyrics queue's Explanations tab: its song, the lines it explains (quoted),
 * its text, author and date, reports and whether new lyrics moved it; staff approve (after editing,
 * if need be), reject with a reason, dismiss its reports, confirm its new place, trust its writer.
 */
export function ExplanationCard({ item }: { item: ExplanationQueueItem }) {
  const { t } = useTranslator();
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(item.body);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const direction = blockDirection(item.language);
  const lines = item.from_line === item.to_line ? t('backstage.explanations.line', { line: item.from_line + 1 }) : t('backstage.explanations.lines', { from: item.from_line + 1, to: item.to_line + 1 });

  const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => {
    setBusy(true);
    const { ok, body: answer } = await callJson<{ message?: string }>(method, url, payload);
    setBusy(false);
    if (!ok) return setProblem(answer.message ?? t('backstage.review.failed'));
    notify({ type: 'success', message: answer.message ?? t('backstage.explanations.done') });
    router.reload({ only: ['items', 'counts'] });
  };
  const act = (action: string, payload?: Record<string, unknown>) => call('POST', `/api/backstage/explanations/${item.id}/${action}`, payload);

  return (
    <article aria-labelledby={`explanation-${item.id}`} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={`explanation-${item.id}`} className="text-lg font-bold text-stone-900">
          <a href={`/song/${item.song.id}`} target="_blank" rel="noreferrer" className="hover:underline">
            {item.song.name}
          </a>
        </h2>
        <span className="text-sm text-stone-600">{item.song.artist}</span>
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">{lines}</span>
        {item.reports > 0 && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('backstage.explanations.reports', { count: item.reports })}</span>}
        {item.needs_review && <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">{t('backstage.explanations.needsReview')}</span>}
        <span className="ml-auto text-xs text-stone-500">{formatWhen(item.created_at, t, true)} UTC</span>
      </header>
      <blockquote className="mt-3 border-l-4 border-stone-300 pl-3 text-sm whitespace-pre-line text-stone-700 italic">{item.quote}</blockquote>
      {editing ? (
        <div className="mt-3">
          <label htmlFor={`explanation-body-${item.id}`} className="block text-sm font-semibold text-stone-800">
            {t('backstage.explanations.bodyLabel')}
          </label>
          <textarea id={`explanation-body-${item.id}`} value={body} onChange={(event) => setBody(event.target.value)} rows={6} dir="auto" className={`${inputClass} text-sm`} />
        </div>
      ) : (
        <p dir={direction.dir} lang={direction.lang} className="mt-3 text-sm whitespace-pre-line text-stone-900 [overflow-wrap:anywhere]">
          {item.body}
        </p>
      )}
      {item.open_reports.length > 0 && (
        <ul className="mt-3 space-y-1 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {item.open_reports.map((report, index) => (
            <li key={index}>
              <strong>{report.reason}</strong>
              {report.note ? `: ${report.note}` : ''}
            </li>
          ))}
        </ul>
      )}
      {item.status === 'rejected' && item.reject_reason && <p className="mt-2 text-sm text-stone-600">{t('backstage.explanations.rejectedBecause', { reason: item.reject_reason })}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <span>{t('backstage.explanations.by', { name: item.author.name })}</span>
        {item.author.trusted && <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">{t('backstage.explanations.trusted')}</span>}
        {item.author.id !== null && (
          <button type="button" disabled={busy} onClick={() => void call(item.author.trusted ? 'DELETE' : 'PUT', `/api/backstage/explainers/${item.author.id}/trusted`)} className="text-sm font-semibold text-teal-800 hover:underline">
            {t(item.author.trusted ? 'backstage.explanations.untrust' : 'backstage.explanations.trust')}
          </button>
        )}
      </div>
      <AlertLine message={problem} />
      {item.status !== 'rejected' && (
        <footer className="mt-4">
          {rejecting ? (
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1">
                <label htmlFor={`explanation-reason-${item.id}`} className="block text-sm font-semibold text-stone-800">
                  {t('backstage.explanations.rejectReason')}
                </label>
                <input type="text" id={`explanation-reason-${item.id}`} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} className={inputClass} />
              </div>
              <button type="button" disabled={busy || !reason.trim()} onClick={() => void act('reject', { reason })} className={secondaryButton}>
                {t('backstage.explanations.reject')}
              </button>
              <button type="button" onClick={() => setRejecting(false)} className="px-2 py-2.5 text-sm font-semibold text-stone-600 hover:underline">
                {t('backstage.explanations.cancel')}
              </button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              {item.status === 'pending' && (
                <>
                  <button type="button" disabled={busy || !body.trim()} onClick={() => void act('approve', editing ? { body } : {})} className={primaryButton}>
                    {t('backstage.explanations.approve')}
                  </button>
                  {!editing && (
                    <button type="button" onClick={() => setEditing(true)} className={secondaryButton}>
                      {t('backstage.explanations.editApprove')}
                    </button>
                  )}
                </>
              )}
              {item.needs_review && (
                <button type="button" disabled={busy} onClick={() => void act('confirm')} className={secondaryButton}>
                  {t('backstage.explanations.confirm')}
                </button>
              )}
              {item.reports > 0 && (
                <button type="button" disabled={busy} onClick={() => void act('dismiss-reports')} className={secondaryButton}>
                  {t('backstage.explanations.dismissReports')}
                </button>
              )}
              <button type="button" onClick={() => setRejecting(true)} className={secondaryButton}>
                {t('backstage.explanations.reject')}
              </button>
            </div>
          )}
        </footer>
      )}
    </article>
  );
}
