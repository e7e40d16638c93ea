import { useState } from 'react';
import { Head, router } from '@inertiajs/react';
import { forgetToken } from '../../lib/auth-token';
import { ShieldIcon } from '../../components/icons';
import { initials } from '@common/format';
import { useT } from '../../i18n/i18n-context';

interface DemoAccount {
  key: 'listener' | 'admin';
  name: string;
  email: string;
  isAdmin: boolean;
}

interface DevSignInProps {
  title: string;
  /** Where to go afterwards (already checked by the server to be one of our paths). */
  redirect: string | null;
  accounts: DemoAccount[];
  errors: { account?: string };
}

/** `/auth/dev`: signing in without Google, in development only (the server has no such route in production). */
export default function DevSignIn({ title, redirect, accounts, errors }: DevSignInProps) {
  const t = useT();
  const [chosen, setChosen] = useState<DemoAccount['key'] | null>(null);

  function signIn(account: DemoAccount['key']) {
    // A token from an earlier sign-in would speak for the old account on the next page.
    forgetToken();
    setChosen(account);
    router.post('/auth/dev', { account, ...(redirect ? { redirect } : {}) }, { onFinish: () => setChosen(null) });
  }

  return (
    <>
      <Head title={title} />
      <div className="mx-auto max-w-lg px-4 py-14 sm:py-20">
        <div className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
          <p className="text-xs font-semibold tracking-[0.14em] text-teal-700 uppercase">{t('auth.dev.eyebrow')}</p>
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-balance text-stone-900">{t('auth.dev.heading')}</h1>
          <p className="mt-2 text-stone-600">{t('auth.dev.explain')}</p>
          {errors.account && (
            <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
              {errors.account}
            </p>
          )}
          <ul className="mt-6 space-y-3">
            {accounts.map((account) => (
              <li key={account.key}>
                <button
                  type="button"
                  onClick={() => signIn(account.key)}
                  disabled={chosen !== null}
                  className="flex w-full items-center gap-4 rounded-2xl border border-sand-200 bg-sand-50 p-4 text-left transition hover:border-teal-600 hover:bg-white disabled:opacity-60"
                >
                  <span
                    aria-hidden="true"
                    className="grid size-12 shrink-0 place-items-center rounded-full bg-teal-800 font-bold text-sand-50"
                  >
                    {initials(account.name)}
                  </span>
                  <span className="min-w-0 flex-1">
                    {/* The badge beside the name, not at the row's end: on a phone the address keeps the row's width. */}
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="font-semibold text-stone-900">{account.name}</span>
                      {account.isAdmin && (
                        <span className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-800">
                          <ShieldIcon className="size-4" />
                          {t('auth.dev.admin')}
                        </span>
                      )}
                    </span>
                    <span className="block truncate text-sm text-stone-600">{account.email}</span>
                  </span>
                  {chosen === account.key && <span className="text-sm text-stone-500">{t('auth.dev.signingIn')}</span>}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
