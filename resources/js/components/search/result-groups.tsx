import type { ReactNode } from 'react';
import { Link } from '@inertiajs/react';
import type { AlbumResult, ArtistResult, PodcastResult, ResourceResult, SearchResults, SongResult } from './types';
import { LikeButton } from '../like-button';
import { PlayButton } from '../play-button';
import { PlayableList, songEntries } from '../playable-list';
import { ArabicText } from '../arabic-text';
import { useRenditions } from '../cover';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h2>
      {children}
    </section>
  );
}

/** Artwork, or a tinted square with the first letter when there is none. */
function Artwork({ src, label, round = false }: { src: string | null; label: string; round?: boolean }) {
  const shape = round ? 'rounded-full' : 'rounded-lg';
  const renditions = useRenditions(src, 48);
  if (src) return <img src={renditions?.src ?? src} srcSet={renditions?.srcSet} sizes={renditions?.sizes} alt="" width={48} height={48} loading="lazy" decoding="async" className={`h-full w-full object-cover ${shape}`} />;
  return (
    <span aria-hidden="true" className={`flex h-full w-full items-center justify-center bg-teal-100 font-semibold text-teal-700 ${shape}`}>
      {label.charAt(0)}
    </span>
  );
}

function SongRow({ song }: { song: SongResult }) {
  return (
    <li className="flex items-center gap-1">
      <span className="relative h-12 w-12 shrink-0">
        <Artwork src={song.cover} label={song.name} />
        <PlayButton id={song.id} type="SONG" label="Play" subject={song.name} variant="overlay" className="absolute inset-0 m-auto size-9 opacity-90" />
      </span>
      <Link href={`/song/${song.id}`} className="flex min-w-0 flex-1 items-center gap-3 rounded-xl p-2 hover:bg-slate-100 focus-visible:bg-slate-100">
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-slate-900">{song.name}</span>
          <span className="block truncate text-sm text-slate-500">{song.artist.name}</span>
        </span>
        {song.formatted_duration && <span className="text-sm text-slate-400 tabular-nums">{song.formatted_duration}</span>}
      </Link>
      <LikeButton song={song} />
    </li>
  );
}

function ArtistCard({ artist }: { artist: ArtistResult }) {
  return (
    <li>
      <Link href={`/artist/${artist.id}`} className="group flex flex-col items-center gap-2 text-center">
        <span className="h-20 w-20 sm:h-24 sm:w-24">
          <Artwork src={artist.image} label={artist.name} round />
        </span>
        <span className="line-clamp-2 text-sm font-medium text-slate-800 group-hover:text-teal-700">{artist.name}</span>
      </Link>
    </li>
  );
}

function AlbumCard({ album }: { album: AlbumResult }) {
  return (
    <li>
      <Link href={`/album/${album.id}`} className="group block space-y-2">
        <span className="block aspect-square">
          <Artwork src={album.cover} label={album.name} />
        </span>
        <span className="block truncate text-sm font-medium text-slate-800 group-hover:text-teal-700">{album.name}</span>
        <span className="block truncate text-xs text-slate-500">{album.artist.name}</span>
      </Link>
    </li>
  );
}

function PodcastCard({ podcast }: { podcast: PodcastResult }) {
  return (
    <li>
      <Link href={`/podcast/${podcast.id}`} className="group block space-y-2">
        <span className="block aspect-square">
          <Artwork src={podcast.image} label={podcast.title} />
        </span>
        <span className="block truncate text-sm font-medium text-slate-800 group-hover:text-teal-700">{podcast.title}</span>
        {podcast.host && <span className="block truncate text-xs text-slate-500">{podcast.host}</span>}
      </Link>
    </li>
  );
}

function ResourceRow({ resource }: { resource: ResourceResult }) {
  return (
    <li>
      <Link href={`/resource/${resource.id}`} className="block rounded-xl p-2 hover:bg-slate-100 focus-visible:bg-slate-100">
        <span className="block truncate font-medium text-slate-900">{resource.title}</span>
        {resource.title_arabic && <ArabicText className="block truncate text-sm text-slate-600">{resource.title_arabic}</ArabicText>}
        {resource.scholar && <span className="block truncate text-sm text-slate-500">{resource.scholar.name}</span>}
      </Link>
    </li>
  );
}

const chip = 'inline-block rounded-full border border-sand-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-teal-600 hover:text-teal-800';

/** The groups of one page of results, each shown only when it has something. */
export default function ResultGroups({ results }: { results: SearchResults }) {
  const cards = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5';
  return (
    <div className="space-y-8">
      {results.artists.length > 0 && (
        <Group title="Artists">
          <ul className="grid grid-cols-3 gap-4 sm:grid-cols-5 lg:grid-cols-6">
            {results.artists.map((artist) => <ArtistCard key={artist.id} artist={artist} />)}
          </ul>
        </Group>
      )}
      {results.songs.length > 0 && (
        <Group title="Songs">
          <PlayableList entries={songEntries(results.songs)}>
            <ul className="grid gap-1 md:grid-cols-2 md:gap-x-6">
              {results.songs.map((song) => <SongRow key={song.id} song={song} />)}
            </ul>
          </PlayableList>
        </Group>
      )}
      {results.albums.length > 0 && (
        <Group title="Albums">
          <ul className={cards}>{results.albums.map((album) => <AlbumCard key={album.id} album={album} />)}</ul>
        </Group>
      )}
      {results.podcasts.length > 0 && (
        <Group title="Podcasts">
          <ul className={cards}>{results.podcasts.map((podcast) => <PodcastCard key={podcast.id} podcast={podcast} />)}</ul>
        </Group>
      )}
      {(results.resources?.length ?? 0) + (results.scholars?.length ?? 0) + (results.topics?.length ?? 0) > 0 && (
        <Group title="Casharro">
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
