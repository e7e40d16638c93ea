import { useState } from 'react';
import { Head, Link, router } from '@inertiajs/react';
import { LogoutIcon } from '../../components/icons';

/**
 * `/auth/logout` reached from another site: signing out waits for this button, a POST the
 * server checks for CSRF (see server/features/accounts/logout.ts).
 */
export default function ConfirmLogout({ title }: { title: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Head title={title} />
      <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">Log out of Hees?</h1>
        <p className="mt-2 text-stone-600">You can log in again at any time; your likes stay with your account.</p>
        <div className="mt-8 flex gap-3">
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              router.post('/logout-user', {}, { onFinish: () => setBusy(false) });
            }}
            className="inline-flex items-center gap-2 rounded-full bg-teal-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-teal-800 disabled:opacity-60"
          >
            <LogoutIcon className="size-5" />
            Logout
          </button>
          <Link
            href="/"
            className="inline-flex items-center rounded-full border border-sand-300 bg-white px-5 py-2.5 font-semibold text-stone-700 transition hover:border-teal-600 hover:text-teal-800"
          >
            Stay signed in
          </Link>
        </div>
      </div>
    </>
  );
}
