import { usePage } from '@inertiajs/react';
import { MAX_EXPLAINED_LINES } from '@common/explanations';
import { useT } from '../../i18n/i18n-context';
import { CommentIcon, LoginIcon } from '../icons';
import type { LineExplanations } from './use-line-explanations';

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

/** While choosing: how to choose (shown above the lines). */
export function PickHint({ ctl }: { ctl: LineExplanations }) {
  const t = useT();
  if (!ctl.picking) return null;
  return (
    <p role="status" className="mb-4 rounded-xl bg-teal-50 px-4 py-2.5 text-sm text-teal-900 ring-1 ring-teal-200">
      {t('explain.pickHint', { max: MAX_EXPLAINED_LINES })}
    </p>
  );
}
