import { Suspense, useId, type ReactNode } from 'react';
import { Link } from '../link';
import type { ResourceResult, SearchResults } from './types';
import { PlayableList, songEntries } from '../playable-list';
import { ArabicText } from '../arabic-text';
import { SongRow } from '../song-row';
import { ArtistCard } from '../artist-card';
import { FollowButton } from '../follow-button';
import { AlbumCard } from '../album-card';
import { PodcastCard } from '../podcast-card';
import { CardGrid, type CardGridProps } from '../card-grid';
import { useT } from '../../i18n/i18n-context';

/**
 * A group of results, headed in the page's language and named by its heading (a region).
 *
 * Its contents are a Suspense boundary of their own, as a page band's are (components/section.tsx):
 * nothing suspends; on the first load React hydrates and commits each group on its own, so a page of
 * results is taken over in several short tasks rather than one commit that holds a slow phone's main
 * thread.
 */
function Group({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-stone-900">
        {title}
      </h2>
      <Suspense>{children}</Suspense>
    </section>
  );
}

/** A group of result cards in a grid, left out when there are none. */
function CardGroup<T extends { id: number | string }>({ title, ...grid }: { title: string } & CardGridProps<T>) {
  if (grid.items.length === 0) return null;
  return (
    <Group title={title}>
      <CardGrid {...grid} />
    </Group>
  );
}

function ResourceRow({ resource }: { resource: ResourceResult }) {
  return (
    <li>
      <Link href={`/resource/${resource.id}`} className="block rounded-xl p-2 hover:bg-white hover:shadow-sm focus-visible:bg-white">
        <span className="block truncate font-medium text-stone-900">{resource.title}</span>
        {resource.title_arabic && <ArabicText className="block truncate text-sm text-stone-600">{resource.title_arabic}</ArabicText>}
        {resource.scholar && <span className="block truncate text-sm text-stone-500">{resource.scholar.name}</span>}
      </Link>
    </li>
  );
}

const chip = 'inline-block rounded-full border border-sand-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:border-teal-600 hover:text-teal-800';

/** The groups of one page of results, each shown only when it has something. */
export default function ResultGroups({ results }: { results: SearchResults }) {
  const t = useT();
  return (
    <div className="space-y-8">
      <CardGroup title={t('searchPage.artists')} items={results.artists} className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-6" renderItem={(artist) => (
          <div className="relative">
            <ArtistCard artist={artist} />
            <FollowButton artist={artist} variant="badge" className="absolute top-1 right-1" />
          </div>
        )}
      />
      {results.songs.length > 0 && (
        <Group title={t('searchPage.songs')}>
          <PlayableList entries={songEntries(results.songs)}>
            <ul className="grid md:grid-cols-2 md:gap-x-6">
              {results.songs.map((song) => <SongRow key={song.id} song={song} />)}
            </ul>
          </PlayableList>
        </Group>
      )}
      <CardGroup title={t('searchPage.albums')} items={results.albums} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" renderItem={(album) => <AlbumCard album={album} />} />
      <CardGroup title={t('searchPage.podcasts')} items={results.podcasts} className="grid gap-4 sm:grid-cols-2" renderItem={(podcast) => <PodcastCard podcast={podcast} />} />
      {(results.resources?.length ?? 0) + (results.scholars?.length ?? 0) + (results.topics?.length ?? 0) > 0 && (
        <Group title={t('searchPage.lectures')}>
          {(results.scholars?.length ?? 0) + (results.topics?.length ?? 0) > 0 && (
            <ul className="flex flex-wrap gap-2">
              {results.scholars?.map((scholar) => (
                <li key={`s${scholar.id}`}>
                  <Link href={`/scholar/${scholar.id}`} className={chip}>
                    {scholar.name}
                  </Link>
                </li>
              ))}
              {results.topics?.map((topic) => (
                <li key={`t${topic.id}`}>
                  <Link href={`/topic/${topic.id}`} className={chip}>
                    {topic.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {(results.resources?.length ?? 0) > 0 && <ul className="grid gap-1 md:grid-cols-2 md:gap-x-6">{results.resources.map((resource) => <ResourceRow key={resource.id} resource={resource} />)}</ul>}
        </Group>
      )}
    </div>
  );
}
