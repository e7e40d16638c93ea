import type { ReactNode } from 'react';
import type { PageMeta, Paginated } from '../types/props';
import { Seo } from './seo';
import type { ShareCard } from '../lib/share-links';
import { PageHeading } from './page-heading';
import { Pager } from './pager';
import { usePage } from '@inertiajs/react';
import { collectionPage, listOffset, type ListEntry } from '../lib/structured-data-site';

interface ListPageProps extends PageMeta {
  canonical: string;
  /** The page's share card (og:image): lib/share-links.ts pageCard. */
  card: ShareCard;
  /** What this page of the list shows, in order: its JSON-LD ItemList. */
  entries: ListEntry[];
  /** The page's h1, in the page's language (the title is the document's). */
  heading: string;
  /** Under the heading: the description unless the page says more. */
  intro?: ReactNode;
  /** A paged list's Previous / Next, named by `label`. */
  pager?: { page: Paginated<unknown>; label: string };
  /** Space between the blocks of the list (a lead item above a grid). */
  spaced?: boolean;
  children: ReactNode;
}

/** A list page (playlists, podcasts, news, just added...): its head, heading band, the list and its pager. */
export function ListPage({ title, description, canonical, card, entries, heading, intro = description, pager, spaced = false, children }: ListPageProps) {
  const { app } = usePage().props;
  const jsonLd = collectionPage(title, description, canonical, entries, app.url, pager ? listOffset(pager.page) : 0);
  return (
    <>
      <Seo title={title} description={description} canonical={canonical} card={card} jsonLd={jsonLd} />
      <PageHeading title={heading}>{intro}</PageHeading>
      <div className={`mx-auto max-w-7xl${spaced ? ' space-y-10' : ''} px-4 sm:px-6 lg:px-8`}>
        {children}
        {pager && <Pager page={pager.page} label={pager.label} />}
      </div>
    </>
  );
}
