import type { ReactNode } from 'react';
import { Head, Link } from '@inertiajs/react';
import type { FavoritesPage } from '../../../server/features/favorites/favorites.loaders';
import { PageHeading } from '../components/page-heading';
import { SongGrid } from '../components/song-grid';
import { Pager } from '../components/pager';
import { HeartIcon, LoginIcon } from '../components/icons';

interface FavoritesProps {
  title: string;
  /** null for a visitor: likes belong to an account. */
  favorites: FavoritesPage | null;
}

/** Spec §2 `/favorites` (Likes): the songs the user liked, latest first. */
export default function Favorites({ title, favorites }: FavoritesProps) {
  return (
    <>
      <Head title={title}>
        {/* Someone's own list: nothing for a search engine. */}
        <meta head-key="robots" name="robots" content="noindex" />
      </Head>
      <PageHeading eyebrow="Likes" title="Heesaha aad jeceshahay">
        {favorites && favorites.total > 0 && `${favorites.total} ${favorites.total === 1 ? 'song' : 'songs'}`}
      </PageHeading>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {favorites === null ? (
          <SignedOut />
        ) : favorites.total === 0 ? (
          <NothingYet />
        ) : (
          <>
            <SongGrid songs={favorites.data} />
            <Pager page={favorites} label="Likes pages" />
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
      <h2 className="mt-5 text-xl font-bold text-stone-900">{title}</h2>
      {children}
    </div>
  );
}

function SignedOut() {
  return (
    <Message title="Log in to see the songs you like">
      <p className="mt-2 max-w-md text-stone-600">Tap the heart on any song to keep it here, on every device you use.</p>
      {/* A full page load: signing in leaves the app for the identity provider. */}
      <a
        href="/auth/google?redirect=%2Ffavorites"
        className="mt-6 inline-flex items-center gap-2 rounded-full bg-teal-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-teal-800"
      >
        <LoginIcon className="size-5" />
        Login
      </a>
    </Message>
  );
}

function NothingYet() {
  return (
    <Message title="No likes yet">
      <p className="mt-2 max-w-md text-stone-600">Tap the heart on a song and it will be waiting for you here.</p>
      <Link
        href="/"
        className="mt-6 inline-flex items-center gap-2 rounded-full border border-sand-300 bg-white px-5 py-2.5 font-semibold text-stone-700 transition hover:border-teal-600 hover:text-teal-800"
      >
        Find songs
      </Link>
    </Message>
  );
}
