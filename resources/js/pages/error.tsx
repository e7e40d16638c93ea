import { Head } from '@inertiajs/react';
import { Link } from '../components/link';
import { HomeIcon, SearchIcon } from '../components/icons';
import { useT } from '../i18n/i18n-context';
import { PILL_PRIMARY, PILL_SECONDARY } from '../components/pill-classes';

interface ErrorPageProps {
  status: number;
  title: string;
  description: string;
}

/** The error page of spec §8 (403, 404, 500, 503 and the few others the server names). */
export default function ErrorPage({ status, title, description }: ErrorPageProps) {
  const t = useT();
  return (
    <>
      <Head title={title} />
      <div className="relative isolate mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <div
          aria-hidden="true"
          className="absolute top-10 left-1/2 -z-10 size-72 -translate-x-1/2 rounded-full bg-[repeating-radial-gradient(circle,rgba(15,118,110,0.10)_0_2px,transparent_2px_10px)] sm:size-96"
        />
        <p
          aria-hidden="true"
          className="bg-linear-to-br from-teal-600 via-emerald-500 to-sand-500 bg-clip-text text-8xl leading-none font-black tracking-tight text-transparent sm:text-9xl"
        >
          {status}
        </p>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          <span className="sr-only">{status}: </span>
          {title}
        </h1>
        <p className="mt-3 max-w-md text-base text-stone-600">{description}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/" className={PILL_PRIMARY}>
            <HomeIcon className="size-5" />
            {t('error.goHome')}
          </Link>
          <Link href="/search" className={PILL_SECONDARY}>
            <SearchIcon className="size-5" />
            {t('error.search')}
          </Link>
        </div>
      </div>
    </>
  );
}
