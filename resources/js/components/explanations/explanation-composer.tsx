import { useId, useState, type FormEvent } from 'react';
import { MAX_EXPLANATION_LENGTH, MIN_EXPLANATION_LENGTH, type ExplanationStatus } from '@common/explanations';
import { apiHeaders } from '../../lib/api-headers';
import { useT } from '../../i18n/i18n-context';
import { CheckCircleIcon } from '../icons';
import { lineLabel } from './line-label';
import type { LineRun } from '../../lib/explained-lines';

interface ComposerProps {
  songId: number;
  run: LineRun;
  /** The chosen lines' text, quoted above the field. */
  quote: string;
  /** Told when the server has taken it: a published one is marked at once (the host reloads the list). */
  onSent: (status: ExplanationStatus) => void;
  onCancel: () => void;
}

type FieldErrors = Partial<Record<'body' | 'from_line' | 'to_line', string>>;

/**
 * Writing an explanation of the chosen lines. Sent with the headers of the site's other listener
 * writes (XSRF, bearer, language), by fetch rather than the http client so that a 422's field errors
 * show beside the field instead of as a notification.
 */
export function ExplanationComposer({ songId, run, quote, onSent, onCancel }: ComposerProps) {
  const t = useT();
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<ExplanationStatus | null>(null);
  const ids = { field: useId(), count: useId(), error: useId() };
  const length = body.trim().length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (length < MIN_EXPLANATION_LENGTH) {
      setErrors({ body: t('explain.tooShort', { min: MIN_EXPLANATION_LENGTH }) });
      return;
    }
    setSending(true);
    setErrors({});
    try {
      const response = await fetch(`/api/song/${songId}/explanations`, {
        method: 'POST',
        headers: apiHeaders(),
        credentials: 'include',
        body: JSON.stringify({ from_line: run.from, to_line: run.to, body }),
      });
      const answer = (await response.json().catch(() => null)) as { data?: { status: ExplanationStatus }; message?: string; errors?: Record<string, string[]> } | null;
      if (response.ok && answer?.data) {
        setSent(answer.data.status);
        onSent(answer.data.status);
        return;
      }
      const fields = answer?.errors ?? {};
      const message = fields.body?.[0] ?? fields.to_line?.[0] ?? fields.from_line?.[0] ?? answer?.message ?? t('notification.somethingWrong');
      setErrors({ body: response.status === 401 ? t('explain.signIn') : message });
    } catch {
      setErrors({ body: t('notification.unreachable') });
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div role="status" data-testid="explanation-sent" data-status={sent} className="flex items-start gap-2 pe-8 font-semibold text-emerald-800">
        <CheckCircleIcon className="mt-0.5 size-5 shrink-0" />
        <p>{sent === 'published' ? t('explain.published') : t('explain.pending')}</p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="explanation-composer" className="space-y-3">
      <p className="pe-8 text-xs font-semibold tracking-wide text-stone-500 uppercase">{lineLabel(run.from, run.to, t)}</p>
      <blockquote className="border-s-4 border-teal-600 ps-3 whitespace-pre-line text-stone-700 italic">{quote}</blockquote>
      <div>
        <label htmlFor={ids.field} className="text-sm font-semibold text-stone-800">
          {t('explain.label')}
        </label>
        <textarea
          id={ids.field}
          dir="auto"
          rows={5}
          required
          minLength={MIN_EXPLANATION_LENGTH}
          maxLength={MAX_EXPLANATION_LENGTH}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            // An error said of the text before is stale once it changes.
            if (errors.body) setErrors({});
          }}
          aria-invalid={Boolean(errors.body)}
          aria-describedby={`${ids.count}${errors.body ? ` ${ids.error}` : ''}`}
          className="mt-1.5 w-full rounded-xl border border-sand-300 bg-white px-3.5 py-2.5 leading-relaxed text-stone-900 shadow-inner shadow-sand-100 outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20 aria-invalid:border-red-500"
        />
        <div className="mt-1 flex flex-wrap justify-between gap-2 text-sm">
          {errors.body ? (
            <p id={ids.error} className="text-red-700" data-testid="explanation-error">
              {errors.body}
            </p>
          ) : (
            <span />
          )}
          <p id={ids.count} className={`tabular-nums ${length > 0 && length < MIN_EXPLANATION_LENGTH ? 'text-amber-800' : 'text-stone-500'}`}>
            {t('explain.count', { count: body.length, max: MAX_EXPLANATION_LENGTH })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={sending} className="inline-flex h-11 items-center rounded-full bg-teal-700 px-5 font-semibold text-white shadow-sm transition hover:bg-teal-800 disabled:opacity-60">
          {sending ? t('explain.sending') : t('explain.send')}
        </button>
        <button type="button" onClick={onCancel} className="inline-flex h-11 items-center rounded-full px-4 font-semibold text-stone-700 hover:bg-sand-100">
          {t('explain.cancel')}
        </button>
      </div>
    </form>
  );
}
