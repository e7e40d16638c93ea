import { useId, useState } from 'react';
import { EXPLANATION_REPORT_REASONS, type ExplanationReportReason, type PublicExplanation } from '@common/explanations';
import { formatWhen } from '@common/format';
import { http } from '../../lib/http';
import { useT } from '../../i18n/i18n-context';
import { ArrowUpIcon, FlagIcon } from '../icons';
import { ExplanationBody } from './explanation-body';
import { lineLabel } from './line-label';

/**
 * One published explanation as the popover or sheet shows it: the lines it explains, quoted; its
 * text; who wrote it and when; its votes with the listener's upvote; a report to staff. A visitor's
 * upvote or report is answered 401 and the http client asks them to sign in, as a like is.
 */
export function ExplanationCard({ explanation, onChange }: { explanation: PublicExplanation; onChange: (explanation: PublicExplanation) => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);

  async function vote() {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await http.request<{ data: { votes: number; voted: boolean } }>(explanation.voted ? 'DELETE' : 'PUT', `/api/explanations/${explanation.id}/vote`);
      onChange({ ...explanation, ...answer.data });
    } catch {
      // The http client has told the listener what went wrong.
    } finally {
      setBusy(false);
    }
  }

  return (
    <article data-testid="explanation" data-explanation-id={explanation.id} className="space-y-3">
      <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{lineLabel(explanation.from_line, explanation.to_line, t)}</p>
      <blockquote className="border-s-4 border-amber-400 ps-3 text-stone-700 whitespace-pre-line italic">{explanation.quote}</blockquote>
      <ExplanationBody body={explanation.body} language={explanation.language} className="leading-relaxed text-stone-900" />
      <p className="text-sm text-stone-600">{t('explain.by', { name: explanation.author.name, date: formatWhen(explanation.created_at, t) })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={vote}
          aria-disabled={busy}
          aria-pressed={explanation.voted}
          data-testid="explanation-vote"
          className="inline-flex h-9 items-center gap-1.5 rounded-full border border-sand-300 px-3 text-sm font-semibold text-stone-700 transition hover:border-teal-600 hover:text-teal-800 aria-disabled:opacity-60 aria-pressed:border-teal-700 aria-pressed:bg-teal-700 aria-pressed:text-white"
        >
          <ArrowUpIcon className="size-4" />
          {explanation.voted ? t('explain.upvoted') : t('explain.upvote')}
          <span aria-hidden="true">·</span>
          <span data-testid="explanation-votes">{t('explain.votes', { count: explanation.votes })}</span>
        </button>
        <ReportExplanation id={explanation.id} />
      </div>
    </article>
  );
}

/** The report flag: a reason (and a note) sent to staff's queue. */
function ReportExplanation({ id }: { id: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ExplanationReportReason>('wrong');
  const [note, setNote] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const formId = useId();

  if (state === 'sent') {
    return (
      <p role="status" className="text-sm font-medium text-emerald-800">
        {t('explain.reported')}
      </p>
    );
  }

  async function send() {
    setState('sending');
    try {
      await http.post(`/api/explanations/${id}/report`, { reason, ...(note.trim() ? { note: note.trim() } : {}) });
      setState('sent');
    } catch {
      setState('idle');
    }
  }

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((on) => !on)}
        className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-stone-600 hover:bg-sand-100 hover:text-stone-900"
      >
        <FlagIcon className="size-4" />
        {t('explain.report')}
      </button>
      {open && (
        <fieldset id={formId} className="w-full space-y-2 rounded-xl bg-sand-50 p-3 ring-1 ring-sand-200">
          <legend className="sr-only">{t('explain.reportTitle')}</legend>
          <p aria-hidden="true" className="text-sm font-semibold text-stone-800">
            {t('explain.reportTitle')}
          </p>
          {EXPLANATION_REPORT_REASONS.map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm text-stone-800">
              <input type="radio" name={`${formId}-reason`} value={choice} checked={reason === choice} onChange={() => setReason(choice)} className="size-4 accent-teal-700" />
              {t(`explain.reason.${choice}`)}
            </label>
          ))}
          <label className="block text-sm text-stone-700">
            {t('explain.reportNote')}
            <input type="text" value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} dir="auto" className="mt-1 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-stone-900" />
          </label>
          <button type="button" onClick={send} disabled={state === 'sending'} className="inline-flex h-9 items-center rounded-full bg-stone-800 px-4 text-sm font-semibold text-white hover:bg-stone-900 disabled:opacity-60">
            {t('explain.reportSend')}
          </button>
        </fieldset>
      )}
    </>
  );
}
