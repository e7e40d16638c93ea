import { usePage } from '@inertiajs/react';
import { Link } from './link';
import { LogoMark } from './icons';
import { useT } from '../i18n/i18n-context';

const linkClass = 'rounded text-sand-100 hover:text-white hover:underline underline-offset-4';

export function SiteFooter() {
  const { app } = usePage().props;
  const t = useT();
  return (
    <footer className="on-dark mt-16 bg-teal-950 text-sand-100">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 sm:flex-row sm:items-end sm:justify-between sm:px-6 lg:px-8">
        <div>
          <Link href="/" className="inline-flex items-center gap-2 rounded-xl">
            <LogoMark className="size-8" />
            <span className="text-xl font-extrabold tracking-tight text-white">Hees</span>
          </Link>
          <p className="mt-3 max-w-sm text-sm text-sand-200/80">
            {t('footer.tagline')}
          </p>
        </div>
        <nav aria-label={t('footer.nav')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <Link href="/pages/privacy-policy" className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link href="/pages/terms" className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <a href={`mailto:${app.contactEmail}`} className={linkClass}>
                {t('footer.advertise')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-sand-200/70 sm:px-6 lg:px-8">© {new Date().getUTCFullYear()} Hees</p>
      </div>
    </footer>
  );
}
