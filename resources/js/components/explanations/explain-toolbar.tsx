import { usePage } from '@inertiajs/react';
import { MAX_EXPLAINED_LINES } from '@common/explanations';
import { useT } from '../../i18n/i18n-context';
import { CommentIcon, LoginIcon } from '../icons';
import type { LineExplanations } from './use-line-explanations';
import { lineLabel } from './line-label';

/**
 * "Explain lines": starts and stops choosing lines. A visitor is offered signing in instead (the
 * side menu's sign-in, coming back to this page).
 */
export function ExplainToolbar({ ctl, compact = false }: { ctl: LineExplanations; compact?: boolean }) {
  const t = useT();
  const { props, url } = usePage();
  const signedIn = Boolean(props.auth.user);
  const pill = compact
    ? 'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50'
    : 'inline-flex items-center gap-1.5 rounded-full bg-sand-100 px-4 py-1.5 text-sm font-semibold text-stone-700 hover:bg-sand-200 aria-pressed:bg-teal-700 aria-pressed:text-white';
  if (!signedIn) {
    return (
      <a href={`/auth/google?${new URLSearchParams({ redirect: url })}`} title={t('explain.signIn')} data-testid="explain-sign-in" className={pill}>
        <LoginIcon className="size-4" />
        {compact ? t('explain.start') : t('explain.signIn')}
      </a>
    );
  }
  return (
    <button type="button" aria-pressed={ctl.picking} onClick={() => ctl.setPicking(!ctl.picking)} data-testid="explain-lines" className={pill}>
      <CommentIcon className="size-4" />
      {ctl.picking ? t('explain.stop') : t('explain.start')}
    </button>
  );
}

/**
 * While choosing: how to choose, and once lines are chosen, which and a button to write about them.
 * It stays in view above the lines (sticky), so the composer never covers a line still to be chosen.
 */
export function PickHint({ ctl, stickyTop = 'top-20' }: { ctl: LineExplanations; stickyTop?: string }) {
  const t = useT();
  if (!ctl.picking) return null;
  const run = ctl.run;
  return (
    <div className={`sticky ${stickyTop} z-10 mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-teal-50 px-4 py-2.5 text-sm text-teal-900 shadow-sm ring-1 ring-teal-200`}>
      <p role="status" className="min-w-0 flex-1 basis-48">
        {run ? <strong>{lineLabel(run.from, run.to, t)}</strong> : t('explain.pickHint', { max: MAX_EXPLAINED_LINES })}
      </p>
      {run && (
        <button type="button" onClick={ctl.compose} data-testid="explain-write" className="inline-flex h-9 items-center rounded-full bg-teal-700 px-4 font-semibold text-white hover:bg-teal-800">
          {t('explain.write')}
        </button>
      )}
    </div>
  );
}
