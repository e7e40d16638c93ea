import type { ReactNode } from 'react';
import { Head } from '@inertiajs/react';
import { Link } from '../components/link';
import type { FavoritesPage } from '../../../server/features/favorites/favorites.loaders';
import { PageHeading } from '../components/page-heading';
import { SongGrid } from '../components/song-grid';
import { Pager } from '../components/pager';
import { HeartIcon, LoginIcon } from '../components/icons';
import { useT } from '../i18n/i18n-context';
import { PILL_PRIMARY, PILL_SECONDARY } from '../components/pill-classes';

interface FavoritesProps {
  title: string;
  /** null for a visitor: likes belong to an account. */
  favorites: FavoritesPage | null;
}

/** Spec §2 `/favorites` (Likes): the songs the user liked, latest first. */
export default function Favorites({ title, favorites }: FavoritesProps) {
  const t = useT();
  return (
    <>
      <Head title={title}>
        {/* Someone's own list: nothing for a search engine. */}
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <PageHeading title={t('favorites.title')}>
        {favorites && favorites.total > 0 && t('list.songCount', { count: favorites.total })}
      </PageHeading>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {favorites === null ? (
          <SignedOut />
        ) : favorites.total === 0 ? (
          <NothingYet />
        ) : (
          <>
            <SongGrid songs={favorites.data} />
            <Pager page={favorites} label={t('favorites.pages')} />
          </>
        )}
      </div>
    </>
  );
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-sand-200 bg-white px-6 py-14 text-center shadow-sm">
      <span className="grid size-16 place-items-center rounded-full bg-rose-50 text-rose-600">
        <HeartIcon className="size-8" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-balance text-stone-900">{title}</h2>
      {children}
    </div>
  );
}

function SignedOut() {
  const t = useT();
  return (
    <Message title={t('favorites.signedOut.title')}>
      <p className="mt-2 max-w-md text-stone-600">{t('favorites.signedOut.text')}</p>
      {/* A full page load: signing in leaves the app for the identity provider. */}
      <a href="/auth/google?redirect=%2Ffavorites" className={`mt-6 ${PILL_PRIMARY}`}>
        <LoginIcon className="size-5" />
        {t('menu.login')}
      </a>
    </Message>
  );
}

function NothingYet() {
  const t = useT();
  return (
    <Message title={t('favorites.empty.title')}>
      <p className="mt-2 max-w-md text-stone-600">{t('favorites.empty.text')}</p>
      <Link href="/" className={`mt-6 ${PILL_SECONDARY}`}>
        {t('favorites.findSongs')}
      </Link>
    </Message>
  );
}
