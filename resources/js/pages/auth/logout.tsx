import { useState } from 'react';
import { Head, router } from '@inertiajs/react';
import { Link } from '../../components/link';
import { LogoutIcon } from '../../components/icons';
import { useT } from '../../i18n/i18n-context';
import { PILL_PRIMARY, PILL_SECONDARY } from '../../components/pill-classes';

/**
 * `/auth/logout` reached from another site: signing out waits for this button, a POST the
 * server checks for CSRF (see server/features/accounts/logout.ts).
 */
export default function ConfirmLogout({ title }: { title: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Head title={title} />
      <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">{t('auth.logout.heading')}</h1>
        <p className="mt-2 text-stone-600">{t('auth.logout.text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              router.post('/logout-user', {}, { onFinish: () => setBusy(false) });
            }}
            className={`${PILL_PRIMARY} disabled:opacity-60`}
          >
            <LogoutIcon className="size-5" />
            {t('menu.logout')}
          </button>
          <Link href="/" className={PILL_SECONDARY}>
            {t('auth.logout.stay')}
          </Link>
        </div>
      </div>
    </>
  );
}
