import { Head, usePage } from '@inertiajs/react';
import { LogoMark } from '../../components/icons';
import { bareLayout } from '../../components/embed/bare-layout';
import { useT } from '../../i18n/i18n-context';

/** The frame's 404: the record is trashed, unpublished or unknown; a line and a link, not the site's error page. */
export default function EmbedMissing({ title }: { title: string }) {
  const t = useT();
  const { app } = usePage().props;
  return (
    <>
      <Head title={title} />
      <div className="flex h-dvh flex-col items-center justify-center gap-2 border border-sand-200 bg-white p-4 text-center text-stone-700">
        <LogoMark className="size-8" />
        <h1 className="text-base font-bold text-stone-900">{title}</h1>
        <p className="text-sm">{t('embed.missing.text')}</p>
        <a href={app.url} target="_blank" rel="noopener" className="text-sm font-semibold text-teal-800 hover:underline">
          {t('embed.missing.home')}
        </a>
      </div>
    </>
  );
}
EmbedMissing.layout = bareLayout;
