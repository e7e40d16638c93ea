import type { PageMeta, StaticPage } from '../../types/props';
import { formatShortDate } from '@common/format';
import { Seo } from '../../components/seo';
import { pageCard } from '../../lib/share-links';
import { RichText } from '../../components/rich-text';
import { useT } from '../../i18n/i18n-context';
import { usePage } from '@inertiajs/react';
import { webPage } from '../../lib/structured-data-site';

interface StaticPageProps extends PageMeta {
  page: StaticPage;
}

/** Spec §2 `/pages/{slug}`: a content page (privacy policy, terms, the apps changelog...). */
export default function StaticPageView({ title, description, page }: StaticPageProps) {
  const { app } = usePage().props;
  const t = useT();
  const updated = formatShortDate(page.updated_at, t);
  return (
    <>
      <Seo title={title} description={description} canonical={`/pages/${page.slug}`} card={pageCard({ slug: page.slug }, page.title)} type="article" jsonLd={webPage(page.title, description, `/pages/${page.slug}`, app.url, page.updated_at)} />
      <article className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-14 lg:px-8">
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl">{page.title}</h1>
        {updated && page.updated_at && (
          <p className="mt-3 text-sm text-stone-500">
            {t('staticPage.lastUpdated')} <time dateTime={page.updated_at}>{updated}</time>
          </p>
        )}
        <RichText html={page.content} className="mt-8 text-lg text-stone-800" />
      </article>
    </>
  );
}
